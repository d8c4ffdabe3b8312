import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { downloadFrom } from '@/shared/api/download.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import type { Params } from '@/shared/api/request.ts';

export const getLoginLogs = (query: Params) => call(API.logininfor.list, { query });

export const useLoginLogs = (query: Params) =>
  useListQuery(['monitor', 'logininfor', query], () => getLoginLogs(query));

export const deleteLoginLogs = (ids: number[]) => call(API.logininfor.remove, { params: { infoIds: ids.join(',') } });

export const cleanLoginLogs = () => call(API.logininfor.clean);

/** Lifts a wrong-password lock. */
export const unlockUser = (userName: string) => call(API.logininfor.unlock, { params: { userName } });

/** The filtered login log → logininfor_<time>.xlsx */
export const exportLoginLogs = (query: Params) =>
  downloadFrom(API.logininfor.export, { body: query }, `logininfor_${Date.now()}.xlsx`);
