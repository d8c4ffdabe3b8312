import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The project to edit. */
export const getProject = async (projectId: number) => (await call(API.projects.get, { params: { projectId } })).data;
