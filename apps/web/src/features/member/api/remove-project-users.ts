import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Removes members from the project. */
export const removeProjectUsers = ({ projectId, userIds }: { projectId: number; userIds: readonly number[] }) =>
  call(API.projectRoles.removeMembers, { params: { projectId, userIds: userIds.join(',') } });
