import { api } from './endpoint.ts';
import { operLogFilters, operLogQuery, operLogRow } from './logs.ts';
import { PERMS } from './permissions.ts';
import { recordApi } from './record-api.ts';

/** 操作日志: the log page's calls (list, delete, clean, export), /system/operlog. */
export const operlogApi = api('operlog', {
  ...recordApi({
    path: '/system/operlog',
    idsParam: 'operIds',
    title: '操作日志',
    perms: PERMS.monitor.operlog,
    query: operLogQuery,
    filters: operLogFilters,
    row: operLogRow,
  }),
});
