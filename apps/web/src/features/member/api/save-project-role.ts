import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectRoleCreate, ProjectRoleUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { memberKeys } from './member-keys.ts';

/** A new role, or the role of `roleId`. */
export const saveProjectRole = (body: ProjectRoleCreate | ProjectRoleUpdate) =>
  'roleId' in body ? call(API.projectRoles.edit, { body }) : call(API.projectRoles.add, { body });

export function useSaveProjectRole(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProjectRole,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.project(projectId) }),
  });
}
