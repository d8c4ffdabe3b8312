import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getProjectNews } from '@/shared/api/projects.ts';
import { dashboardKeys } from './get-project-info.ts';

export const NEWS_PAGE_SIZE = 8;

/** The project's news, newest first. */
export function useProjectNews(projectId: number, pageNum: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.news(projectId, pageNum),
    queryFn: () => getProjectNews({ projectId, pageNum, pageSize: NEWS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
