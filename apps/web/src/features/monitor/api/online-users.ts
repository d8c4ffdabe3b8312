import { useQuery } from '@tanstack/react-query';
import type { OnlineRow, TableResult } from '@zj/contract';
import { http, type Params } from '@/shared/api/request.ts';

/** GET /system/online/list: live sessions. */
export const getOnlineUsers = (query: Params) => http.get<TableResult<OnlineRow>>('/system/online/list', query);

export function useOnlineUsers(query: Params) {
  return useQuery({ queryKey: ['monitor', 'online', query], queryFn: () => getOnlineUsers(query) });
}

/** DELETE /system/online/{tokenId}: the session ends on its next request. */
export const forceLogout = (tokenId: string) => http.delete(`/system/online/${tokenId}`);
