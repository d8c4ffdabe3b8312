import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectRoleQuery, ProjectRoleRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { memberKeys } from './member-keys.ts';

export type RoleListQuery = ProjectRoleQuery & { projectId: number; pageNum: number; pageSize: number };

/** GET /business/projectRole/list?projectId=…: the project's roles, paged. */
export const getProjectRoles = (query: RoleListQuery) =>
  http.get<TableResult<ProjectRoleRow>>('/business/projectRole/list', query);

export function useProjectRoles(query: RoleListQuery) {
  return useQuery({
    queryKey: memberKeys.roles(query.projectId, query),
    queryFn: () => getProjectRoles(query),
    placeholderData: keepPreviousData,
  });
}
