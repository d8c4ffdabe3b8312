import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperLogRow, TableResult } from '@zj/contract';
import { download } from '@/shared/api/download.ts';
import { http, type Params } from '@/shared/api/request.ts';

/** GET /system/operlog/list */
export const getOperLogs = (query: Params) => http.get<TableResult<OperLogRow>>('/system/operlog/list', query);

export function useOperLogs(query: Params) {
  return useQuery({
    queryKey: ['monitor', 'operlog', query],
    queryFn: () => getOperLogs(query),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /system/operlog/{ids} */
export const deleteOperLogs = (ids: number[]) => http.delete(`/system/operlog/${ids.join(',')}`);

/** DELETE /system/operlog/clean */
export const cleanOperLogs = () => http.delete('/system/operlog/clean');

/** POST /system/operlog/export (.xlsx) */
export const exportOperLogs = (query: Params) =>
  download('/system/operlog/export', query, `operlog_${Date.now()}.xlsx`);
