import { useQuery } from '@tanstack/react-query';
import { getProjectNewsByMonth } from '@/shared/api/projects.ts';
import { dashboardKeys } from './get-project-info.ts';

/** Months shown by the news chart. */
export const NEWS_MONTHS = 12;

/** News per month of the last 12 months. */
export function useNewsByMonth(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.months(projectId),
    queryFn: () => getProjectNewsByMonth({ projectId, months: NEWS_MONTHS }),
    enabled,
  });
}
