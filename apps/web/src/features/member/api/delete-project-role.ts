import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { memberKeys } from './member-keys.ts';

/** DELETE /business/projectRole/{roleId} */
export const deleteProjectRole = (roleId: number) => http.delete(`/business/projectRole/${roleId}`);

export function useDeleteProjectRole(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectRole,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.project(projectId) }),
  });
}
