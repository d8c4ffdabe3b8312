import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectUsersQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { memberKeys } from './member-keys.ts';

export type MemberListQuery = ProjectUsersQuery & { pageNum: number; pageSize: number };

/** The project's members, paged. */
export const getProjectUsers = (projectId: number, query: MemberListQuery) =>
  call(API.projectRoles.members, { params: { id: projectId }, query });

export function useProjectUsers(projectId: number, query: MemberListQuery) {
  return useQuery({
    queryKey: memberKeys.users(projectId, query),
    queryFn: () => getProjectUsers(projectId, query),
    placeholderData: keepPreviousData,
  });
}
