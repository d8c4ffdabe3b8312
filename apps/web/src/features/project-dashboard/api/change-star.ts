import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/request.ts';
import { dashboardKeys } from './get-project-info.ts';

/** POST /business/project/changeStar?projectId=&star= (query parameters): star ('1') or unstar ('0'). */
export const changeStar = (projectId: number, star: boolean) =>
  http.post('/business/project/changeStar', undefined, { params: { projectId, star: star ? '1' : '0' } });

export function useChangeStar(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (star: boolean) => changeStar(projectId, star),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.info(projectId) }),
  });
}
