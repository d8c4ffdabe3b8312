import type { ProjectRoleQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, useListQuery } from '@/shared/api/query-hooks.ts';
import { memberKeys } from './member-keys.ts';

export type RoleListQuery = Paged<ProjectRoleQuery & { projectId: number }>;

/** The project's roles, paged. */
export const getProjectRoles = (query: RoleListQuery) => call(API.projectRoles.list, { query });

export const useProjectRoles = (query: RoleListQuery) =>
  useListQuery(memberKeys.roles(query.projectId, query), () => getProjectRoles(query));
