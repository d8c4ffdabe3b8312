import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { projectKeys } from './project-keys.ts';

/** Deletes a project (the server refuses a project with sub-projects). */
export const deleteProject = (projectId: number) => call(API.projects.remove, { params: { projectId } });

export const useDeleteProject = () => useInvalidatingMutation(deleteProject, projectKeys.all);
