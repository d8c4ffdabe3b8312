import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Makes a member project admin ('1') or not ('0'). */
export const setProjectAdmin = (body: { projectId: number; userId: number; isAdmin: '0' | '1' }) =>
  call(API.projectRoles.setAdmin, { body });
