import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { projectKeys } from './project-keys.ts';

/** PUT /business/project/place {projectId, isPlace}: archive ('1') or restore ('0'). */
export const placeProject = (projectId: number, isPlace: '0' | '1') =>
  http.put('/business/project/place', { projectId, isPlace });

export function usePlaceProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, isPlace }: { projectId: number; isPlace: '0' | '1' }) => placeProject(projectId, isPlace),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
