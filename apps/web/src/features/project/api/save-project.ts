import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectCreate, ProjectUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { projectKeys } from './project-keys.ts';

/** A new project, or the project of `projectId`. */
export const saveProject = async (body: ProjectCreate | ProjectUpdate) =>
  'projectId' in body && body.projectId
    ? (await call(API.projects.update, { body })).data
    : (await call(API.projects.create, { body })).data;

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
