import { z } from 'zod';
import { str } from './common.ts';
import { answer, api, endpoint } from './endpoint.ts';
import { logininforFilters, logininforQuery, logininforRow } from './logs.ts';
import { PERMS } from './permissions.ts';
import { recordApi } from './record-api.ts';

const P = PERMS.monitor.logininfor;

/** 登录日志: the log page's calls (list, delete, clean, export) and 账户解锁, /system/logininfor. */
export const logininforApi = api('logininfor', {
  ...recordApi({
    path: '/system/logininfor',
    idsParam: 'infoIds',
    title: '登录日志',
    perms: P,
    query: logininforQuery,
    filters: logininforFilters,
    row: logininforRow,
  }),
  /** RuoYi's unlock is a GET, and the operation log records it. */
  unlock: endpoint({
    method: 'GET',
    path: '/system/logininfor/unlock/:userName',
    params: z.object({ userName: str().min(1).max(64) }),
    answer: answer.done(),
    access: { permission: P.unlock },
    log: { title: '账户解锁', businessType: 'other' },
  }),
});
