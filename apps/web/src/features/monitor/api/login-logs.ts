import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LogininforRow, TableResult } from '@zj/contract';
import { download } from '@/shared/api/download.ts';
import { http, type Params } from '@/shared/api/request.ts';

/** GET /system/logininfor/list */
export const getLoginLogs = (query: Params) => http.get<TableResult<LogininforRow>>('/system/logininfor/list', query);

export function useLoginLogs(query: Params) {
  return useQuery({
    queryKey: ['monitor', 'logininfor', query],
    queryFn: () => getLoginLogs(query),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /system/logininfor/{ids} */
export const deleteLoginLogs = (ids: number[]) => http.delete(`/system/logininfor/${ids.join(',')}`);

/** DELETE /system/logininfor/clean */
export const cleanLoginLogs = () => http.delete('/system/logininfor/clean');

/** GET /system/logininfor/unlock/{userName}: lifts a wrong-password lock. */
export const unlockUser = (userName: string) => http.get(`/system/logininfor/unlock/${encodeURIComponent(userName)}`);

/** POST /system/logininfor/export (.xlsx) */
export const exportLoginLogs = (query: Params) =>
  download('/system/logininfor/export', query, `logininfor_${Date.now()}.xlsx`);
