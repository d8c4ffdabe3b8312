import {
  errorEnvelope,
  idList,
  logininforFilters,
  logininforQuery,
  logininforRow,
  PERMS,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { done, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import type { LogininforService } from './logininfor.service.ts';
import { LOGININFOR_SHEET, logininforColumns } from './logininfor-sheet.ts';

const P = PERMS.monitor.logininfor;
const tags = ['logininfor'];
const LOG = '登录日志';

export async function logininforRoutes(app: AppInstance, { logininfor }: { logininfor: LogininforService }) {
  app.get(
    '/system/logininfor/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: logininforQuery, response: { 200: tableResult(logininforRow) } },
    },
    async (request) => {
      const { rows, total } = await logininfor.list(request.query);
      return table(rows, total);
    },
  );

  app.delete(
    '/system/logininfor/:infoIds',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'delete' } },
      schema: { tags, params: z.object({ infoIds: idList }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await logininfor.remove(request.params.infoIds);
      return done();
    },
  );

  app.delete(
    '/system/logininfor/clean',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'clean' } },
      schema: { tags, response: { 200: errorEnvelope } },
    },
    async () => {
      await logininfor.clean();
      return done();
    },
  );

  app.get(
    '/system/logininfor/unlock/:userName',
    {
      config: { access: { permission: P.unlock }, log: { title: '账户解锁', businessType: 'other' } },
      schema: {
        tags,
        params: z.object({ userName: z.string().min(1).max(64) }),
        response: { 200: errorEnvelope },
      },
    },
    async (request) => {
      await logininfor.unlock(request.params.userName);
      return done();
    },
  );

  app.post(
    '/system/logininfor/export',
    {
      config: { access: { permission: P.export }, log: { title: LOG, businessType: 'export' } },
      schema: { tags, body: logininforFilters.nullish() },
    },
    async (request, reply) =>
      sendXlsx(reply, LOGININFOR_SHEET, logininforColumns, await logininfor.exportRows(request.body ?? {})),
  );
}
