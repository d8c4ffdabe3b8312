import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjaxResult, ProjectCreate, ProjectRow, ProjectUpdate } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { projectKeys } from './project-keys.ts';

/** POST /business/project/create (new) or PUT /business/project/update (with projectId). */
export const saveProject = async (body: ProjectCreate | ProjectUpdate) =>
  'projectId' in body && body.projectId
    ? (await http.put<AjaxResult<ProjectRow>>('/business/project/update', body)).data
    : (await http.post<AjaxResult<ProjectRow>>('/business/project/create', body)).data;

export function useSaveProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: async (_row, body) => {
      // The creator becomes the new project's admin: the project permissions changed.
      if (!('projectId' in body)) await useSession.getState().loadProjectPermissions();
      await client.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
