import { z } from 'zod';
import { idList, idParam, str, XLSX_MIME } from './common.ts';
import { configBody, configFilters, configQuery, configRow, configUpdateBody } from './configs.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';

const P = PERMS.system.config;
const log = logAs('参数管理');

/** 参数设置: /system/config. */
export const configsApi = api('config', {
  list: endpoint({
    method: 'GET',
    path: '/system/config/list',
    query: configQuery,
    answer: answer.table(configRow),
    access: { permission: P.list },
  }),
  valueOf: endpoint({
    method: 'GET',
    path: '/system/config/configKey/:configKey',
    summary:
      'The value of a parameter (in msg, as RuoYi answers, and in data); keys not public for clients need system:config:query',
    params: z.object({ configKey: str().min(1).max(100) }),
    answer: answer.row(z.string()),
    access: AUTHENTICATED,
  }),
  refreshCache: endpoint({
    method: 'DELETE',
    path: '/system/config/refreshCache',
    summary: 'Nothing is cached (every replica reads the table); kept for RuoYi clients',
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('clean'),
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/config/:configId',
    params: z.object({ configId: idParam }),
    answer: answer.row(configRow),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/config',
    body: configBody,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/config',
    body: configUpdateBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/config/:configIds',
    params: z.object({ configIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
  export: endpoint({
    method: 'POST',
    path: '/system/config/export',
    body: configFilters.optional(),
    answer: answer.file(XLSX_MIME),
    access: { permission: P.export },
    log: log('export'),
  }),
});
