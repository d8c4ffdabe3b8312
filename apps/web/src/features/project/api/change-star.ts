import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeStar } from '@/shared/api/projects.ts';
import { projectKeys } from './project-keys.ts';

export function useChangeStar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, star }: { projectId: number; star: boolean }) => changeStar(projectId, star),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
