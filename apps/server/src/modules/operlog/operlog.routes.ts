import { errorEnvelope, idList, operLogFilters, operLogQuery, operLogRow, PERMS, tableResult } from '@zj/contract';
import { z } from 'zod';
import { done, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import type { OperLogService } from './operlog.service.ts';
import { OPERLOG_SHEET, operLogColumns } from './operlog-sheet.ts';

const P = PERMS.monitor.operlog;
const tags = ['operlog'];
const LOG = '操作日志';

export async function operlogRoutes(app: AppInstance, { operlog }: { operlog: OperLogService }) {
  app.get(
    '/system/operlog/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: operLogQuery, response: { 200: tableResult(operLogRow) } },
    },
    async (request) => {
      const { rows, total } = await operlog.list(request.query);
      return table(rows, total);
    },
  );

  app.delete(
    '/system/operlog/:operIds',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'delete' } },
      schema: { tags, params: z.object({ operIds: idList }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await operlog.remove(request.params.operIds);
      return done();
    },
  );

  app.delete(
    '/system/operlog/clean',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'clean' } },
      schema: { tags, response: { 200: errorEnvelope } },
    },
    async () => {
      await operlog.clean();
      return done();
    },
  );

  app.post(
    '/system/operlog/export',
    {
      config: { access: { permission: P.export }, log: { title: LOG, businessType: 'export' } },
      schema: { tags, body: operLogFilters.nullish() },
    },
    async (request, reply) =>
      sendXlsx(reply, OPERLOG_SHEET, operLogColumns, await operlog.exportRows(request.body ?? {})),
  );
}
