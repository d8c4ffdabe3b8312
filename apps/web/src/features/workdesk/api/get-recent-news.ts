import { useQuery } from '@tanstack/react-query';
import { getProjectNews } from '@/shared/api/projects.ts';
import { workdeskKeys } from './workdesk-keys.ts';

export const NEWS_PAGE_SIZE = 10;

/** The latest news (first page of 10) of the caller's projects. */
export function useRecentNews() {
  return useQuery({
    queryKey: workdeskKeys.news,
    queryFn: () => getProjectNews({ pageNum: 1, pageSize: NEWS_PAGE_SIZE }),
  });
}
