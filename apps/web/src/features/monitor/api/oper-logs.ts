import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { downloadFrom } from '@/shared/api/download.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import type { Params } from '@/shared/api/request.ts';

export const getOperLogs = (query: Params) => call(API.operlog.list, { query });

export const useOperLogs = (query: Params) => useListQuery(['monitor', 'operlog', query], () => getOperLogs(query));

export const deleteOperLogs = (ids: number[]) => call(API.operlog.remove, { params: { operIds: ids.join(',') } });

export const cleanOperLogs = () => call(API.operlog.clean);

/** The filtered operation log → operlog_<time>.xlsx */
export const exportOperLogs = (query: Params) =>
  downloadFrom(API.operlog.export, { body: query }, `operlog_${Date.now()}.xlsx`);
