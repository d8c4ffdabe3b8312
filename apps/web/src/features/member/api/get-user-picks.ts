import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableResult, UserPick } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type UserPickQuery = {
  /** The project the users are to join: the answer is the directory's users not yet its members. */
  inviteTo: number;
  userName?: string;
  nickName?: string;
  pageNum: number;
  pageSize: number;
};

/** GET /system/user/userlist?inviteTo: enabled users not yet members of the project (a page of them). */
export const getUserPicks = (query: UserPickQuery) => http.get<TableResult<UserPick>>('/system/user/userlist', query);

export function useUserPicks(query: UserPickQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['member', 'user-picks', query],
    queryFn: () => getUserPicks(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
