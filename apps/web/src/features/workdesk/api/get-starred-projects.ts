import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { workdeskKeys } from './workdesk-keys.ts';

/** The work desk shows at most this many starred projects (the count is the total). */
export const STARRED_PAGE_SIZE = 8;

/** The caller's starred projects (the first page of the card view, starred only). */
export const getStarredProjects = () =>
  call(API.projects.cards, { query: { star: '1', pageNum: 1, pageSize: STARRED_PAGE_SIZE } });

/** Only with business:project:list (the call needs it). */
export function useStarredProjects(enabled: boolean) {
  return useQuery({ queryKey: workdeskKeys.starred, queryFn: getStarredProjects, enabled });
}
