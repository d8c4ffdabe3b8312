import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { Params } from '@/shared/api/request.ts';

/** The live sessions. */
export const getOnlineUsers = (query: Params) => call(API.online.list, { query });

export function useOnlineUsers(query: Params) {
  return useQuery({ queryKey: ['monitor', 'online', query], queryFn: () => getOnlineUsers(query) });
}

/** Ends a session: it ends on its next request. */
export const forceLogout = (tokenId: string) => call(API.online.forceLogout, { params: { tokenId } });
