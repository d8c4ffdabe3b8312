import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { projectKeys } from './project-keys.ts';

/** Deletes a project (the server refuses a project with sub-projects). */
export const deleteProject = (projectId: number) => call(API.projects.remove, { params: { projectId } });

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
