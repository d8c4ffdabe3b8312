import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectRoleCreate, ProjectRoleUpdate } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { memberKeys } from './member-keys.ts';

/** POST /business/projectRole (new) or PUT /business/projectRole (with roleId). */
export const saveProjectRole = (body: ProjectRoleCreate | ProjectRoleUpdate) =>
  'roleId' in body ? http.put('/business/projectRole', body) : http.post('/business/projectRole', body);

export function useSaveProjectRole(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProjectRole,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.project(projectId) }),
  });
}
