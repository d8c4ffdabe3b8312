import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type UserPickQuery = {
  /** A project the users are to join: the answer is the directory's users not yet its members. */
  inviteTo?: number;
  userName?: string;
  nickName?: string;
  pageNum: number;
  pageSize: number;
};

/**
 * Enabled users the caller may see (a page of them, for any logged-in user); with inviteTo, those
 * not yet members of that project.
 */
export const getUserPicks = (query: UserPickQuery) => call(API.users.picks, { query });

export function useUserPicks(query: UserPickQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'picks', query],
    queryFn: () => getUserPicks(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
