import { getProjectNews } from '@/shared/api/projects.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import { dashboardKeys } from './get-project-info.ts';

export const NEWS_PAGE_SIZE = 8;

/** The project's news, newest first. */
export const useProjectNews = (projectId: number, pageNum: number, enabled: boolean) =>
  useListQuery(
    dashboardKeys.news(projectId, pageNum),
    () => getProjectNews({ projectId, pageNum, pageSize: NEWS_PAGE_SIZE }),
    enabled,
  );
