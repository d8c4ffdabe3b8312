import { useQuery } from '@tanstack/react-query';
import { type ProjectTreeNode, SUPER_USER_ID } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/**
 * The one cache key of the caller's project tree: the work desk selector and the project form's
 * parent picker share it, and it sits under the project lists' key, so every project change
 * (`['project', 'lists']`) refreshes it.
 */
export const projectTreeKey = (userId: number) => ['project', 'lists', 'tree', userId] as const;

/**
 * The project tree (spec 01 §6): user 1 loads every project without a user filter; others pass
 * their userId and queryFlag 'a' and get only the projects they belong to.
 */
export async function getProjectTree(userId: number): Promise<ProjectTreeNode[]> {
  const answer =
    userId === SUPER_USER_ID
      ? await call(API.projects.tree)
      : await call(API.projects.userTree, { query: { userId, queryFlag: 'a' } });
  return answer.data;
}

/** The caller's project tree; user 1 sees every project. */
export function useProjectTree(userId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: projectTreeKey(userId ?? 0),
    queryFn: () => getProjectTree(userId ?? 0),
    enabled: enabled && userId !== undefined,
  });
}
