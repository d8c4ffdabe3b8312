import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { memberKeys } from './member-keys.ts';

/** Deletes a project role. */
export const deleteProjectRole = (roleId: number) => call(API.projectRoles.remove, { params: { id: roleId } });

export const useDeleteProjectRole = (projectId: number) =>
  useInvalidatingMutation(deleteProjectRole, memberKeys.project(projectId));
