import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { memberKeys } from './member-keys.ts';

/** Deletes a project role. */
export const deleteProjectRole = (roleId: number) => call(API.projectRoles.remove, { params: { id: roleId } });

export function useDeleteProjectRole(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectRole,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.project(projectId) }),
  });
}
