import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { projectKeys } from './project-keys.ts';

/** Archive ('1') or restore ('0') a project. */
export const placeProject = (projectId: number, isPlace: '0' | '1') =>
  call(API.projects.place, { body: { projectId, isPlace } });

export function usePlaceProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, isPlace }: { projectId: number; isPlace: '0' | '1' }) => placeProject(projectId, isPlace),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
