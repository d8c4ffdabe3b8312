import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectUserRow, ProjectUsersQuery, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { memberKeys } from './member-keys.ts';

export type MemberListQuery = ProjectUsersQuery & { pageNum: number; pageSize: number };

/** GET /business/projectRole/getProjectUsers/{projectId}: the project's members, paged. */
export const getProjectUsers = (projectId: number, query: MemberListQuery) =>
  http.get<TableResult<ProjectUserRow>>(`/business/projectRole/getProjectUsers/${projectId}`, query);

export function useProjectUsers(projectId: number, query: MemberListQuery) {
  return useQuery({
    queryKey: memberKeys.users(projectId, query),
    queryFn: () => getProjectUsers(projectId, query),
    placeholderData: keepPreviousData,
  });
}
