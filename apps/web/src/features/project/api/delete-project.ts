import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { projectKeys } from './project-keys.ts';

/** DELETE /business/project/{projectId} (the server refuses a project with sub-projects). */
export const deleteProject = (projectId: number) => http.delete(`/business/project/${projectId}`);

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
