import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeStar } from '@/shared/api/projects.ts';
import { dashboardKeys } from './get-project-info.ts';

export function useChangeStar(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (star: boolean) => changeStar(projectId, star),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.info(projectId) }),
  });
}
