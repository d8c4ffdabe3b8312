import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/request.ts';
import { projectKeys } from './project-keys.ts';

/** POST /business/project/changeStar?projectId=&star= (query parameters, no body). */
export const changeStar = (projectId: number, star: boolean) =>
  http.post('/business/project/changeStar', undefined, { params: { projectId, star: star ? '1' : '0' } });

export function useChangeStar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, star }: { projectId: number; star: boolean }) => changeStar(projectId, star),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
