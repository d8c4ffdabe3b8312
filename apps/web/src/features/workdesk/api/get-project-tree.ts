import { useQuery } from '@tanstack/react-query';
import { getProjectTree } from '@/shared/api/projects.ts';
import { workdeskKeys } from './workdesk-keys.ts';

/** The selector's tree: every project for user 1, the caller's own projects for others. */
export function useSelectorTree(userId: number | undefined) {
  return useQuery({
    queryKey: workdeskKeys.tree(userId ?? 0),
    queryFn: () => getProjectTree(userId ?? 0),
    enabled: userId !== undefined,
  });
}
