import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectRoleQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { memberKeys } from './member-keys.ts';

export type RoleListQuery = ProjectRoleQuery & { projectId: number; pageNum: number; pageSize: number };

/** The project's roles, paged. */
export const getProjectRoles = (query: RoleListQuery) => call(API.projectRoles.list, { query });

export function useProjectRoles(query: RoleListQuery) {
  return useQuery({
    queryKey: memberKeys.roles(query.projectId, query),
    queryFn: () => getProjectRoles(query),
    placeholderData: keepPreviousData,
  });
}
