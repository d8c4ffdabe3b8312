import { useQuery } from '@tanstack/react-query';
import { getProjectInfo } from '@/shared/api/projects.ts';

export const dashboardKeys = {
  all: ['project', 'dashboard'] as const,
  info: (projectId: number) => ['project', 'dashboard', 'info', projectId] as const,
  months: (projectId: number) => ['project', 'dashboard', 'months', projectId] as const,
  news: (projectId: number, pageNum: number) => ['project', 'dashboard', 'news', projectId, pageNum] as const,
};

/** Header and figures of the dashboard. */
export function useProjectInfo(projectId: number) {
  return useQuery({ queryKey: dashboardKeys.info(projectId), queryFn: () => getProjectInfo(projectId) });
}
