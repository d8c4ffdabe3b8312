import { useQuery } from '@tanstack/react-query';
import { getProjectTree } from '@/shared/api/projects.ts';
import { projectKeys } from './project-keys.ts';

/** The caller's project tree (parent picker of the form); user 1 sees every project. */
export function useProjectTree(userId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: projectKeys.tree(userId ?? 0),
    queryFn: () => getProjectTree(userId ?? 0),
    enabled: enabled && userId !== undefined,
  });
}
