import {
  AUTHENTICATED,
  ajaxResult,
  CONFIG_KEY_READERS,
  configBody,
  configFilters,
  configQuery,
  configRow,
  configUpdateBody,
  configValueResponse,
  idList,
  idParam,
  isPublicConfigKey,
  msg,
  PERMS,
  str,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { allows } from '../../core/access/access.ts';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { forbidden } from '../../core/http/app-error.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { CONFIG_SHEET, configColumns } from './config-sheet.ts';
import type { ConfigsService } from './configs.service.ts';

const P = PERMS.system.config;
const TITLE = '参数管理';
const tags = ['config'];

export async function configsRoutes(app: AppInstance, deps: { configs: ConfigsService }) {
  const { configs } = deps;

  app.get(
    '/system/config/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: configQuery, response: { 200: tableResult(configRow) } },
    },
    async (request) => {
      const { rows, total } = await configs.list(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/config/configKey/:configKey',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary:
          'The value of a parameter (in msg, as RuoYi answers, and in data); keys not public for clients need system:config:query',
        params: z.object({ configKey: str().min(1).max(100) }),
        response: { 200: configValueResponse },
      },
    },
    async (request) => {
      const key = request.params.configKey;
      const p = principalOf(request);
      const reader = Object.hasOwn(CONFIG_KEY_READERS, key) ? CONFIG_KEY_READERS[key] : undefined;
      const readable =
        isPublicConfigKey(key) ||
        allows({ permission: P.query }, p) ||
        (reader !== undefined && allows({ permission: reader }, p));
      if (!readable) throw forbidden();
      const value = await configs.valueOf(key);
      return { code: 200, msg: value, data: value };
    },
  );

  app.delete(
    '/system/config/refreshCache',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE, businessType: 'clean' } },
      schema: { tags, summary: 'Nothing is cached (every replica reads the table); kept for RuoYi clients' },
    },
    async (request) => done(msg('common.success', request.lang)),
  );

  app.get(
    '/system/config/:configId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ configId: idParam }), response: { 200: ajaxResult(configRow) } },
    },
    async (request) => ok(await configs.get(request.params.configId)),
  );

  app.post(
    '/system/config',
    {
      config: { access: { permission: P.add }, log: { title: TITLE, businessType: 'insert' } },
      schema: { tags, body: configBody },
    },
    async (request) => {
      await configs.add(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    '/system/config',
    {
      config: { access: { permission: P.edit }, log: { title: TITLE, businessType: 'update' } },
      schema: { tags, body: configUpdateBody },
    },
    async (request) => {
      await configs.edit(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    '/system/config/:configIds',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE, businessType: 'delete' } },
      schema: { tags, params: z.object({ configIds: idList }) },
    },
    async (request) => {
      await configs.remove(request.params.configIds);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/config/export',
    {
      config: { access: { permission: P.export }, log: { title: TITLE, businessType: 'export' } },
      schema: { tags, body: configFilters.optional() },
    },
    async (request, reply) =>
      sendXlsx(reply, CONFIG_SHEET, configColumns, await configs.exportRows(request.body ?? {})),
  );
}
