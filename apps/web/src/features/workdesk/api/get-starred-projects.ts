import { useQuery } from '@tanstack/react-query';
import type { ProjectListRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { workdeskKeys } from './workdesk-keys.ts';

/** The work desk shows at most this many starred projects (the count is the total). */
export const STARRED_PAGE_SIZE = 8;

/** GET /business/project/getCardProjects {star '1', pageNum 1, pageSize 8}: the caller's starred projects. */
export const getStarredProjects = () =>
  http.get<TableResult<ProjectListRow>>('/business/project/getCardProjects', {
    star: '1',
    pageNum: 1,
    pageSize: STARRED_PAGE_SIZE,
  });

/** Only with business:project:list (the call needs it). */
export function useStarredProjects(enabled: boolean) {
  return useQuery({ queryKey: workdeskKeys.starred, queryFn: getStarredProjects, enabled });
}
