import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableResult, UserPick } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type UserPickQuery = {
  userName?: string;
  nickName?: string;
  pageNum: number;
  pageSize: number;
};

/** GET /system/user/userlist: enabled users (a page of them) for pickers. */
export const getUserPicks = (query: UserPickQuery) => http.get<TableResult<UserPick>>('/system/user/userlist', query);

export function useUserPicks(query: UserPickQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['member', 'user-picks', query],
    queryFn: () => getUserPicks(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
