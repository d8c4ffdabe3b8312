import type { ProjectUsersQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, useListQuery } from '@/shared/api/query-hooks.ts';
import { memberKeys } from './member-keys.ts';

export type MemberListQuery = Paged<ProjectUsersQuery>;

/** The project's members, paged. */
export const getProjectUsers = (projectId: number, query: MemberListQuery) =>
  call(API.projectRoles.members, { params: { id: projectId }, query });

export const useProjectUsers = (projectId: number, query: MemberListQuery) =>
  useListQuery(memberKeys.users(projectId, query), () => getProjectUsers(projectId, query));
