import { errorEnvelope, logininforFilters, logininforQuery, logininforRow, PERMS, str } from '@zj/contract';
import { z } from 'zod';
import { done } from '../../core/http/envelope.ts';
import { recordRoutes } from '../../core/http/record-routes.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { LogininforService } from './logininfor.service.ts';
import { LOGININFOR_SHEET, logininforColumns } from './logininfor-sheet.ts';

const P = PERMS.monitor.logininfor;
const tags = ['logininfor'];

/** 登录日志: the log page's calls (list, delete, clean, export) and 账户解锁. */
export async function logininforRoutes(app: AppInstance, { logininfor }: { logininfor: LogininforService }) {
  recordRoutes(app, {
    path: '/system/logininfor',
    idsParam: 'infoIds',
    title: '登录日志',
    tags,
    perms: P,
    query: logininforQuery,
    filters: logininforFilters,
    row: logininforRow,
    sheet: { name: LOGININFOR_SHEET, columns: logininforColumns },
    store: logininfor,
  });

  app.get(
    '/system/logininfor/unlock/:userName',
    {
      config: { access: { permission: P.unlock }, log: { title: '账户解锁', businessType: 'other' } },
      schema: {
        tags,
        params: z.object({ userName: str().min(1).max(64) }),
        response: { 200: errorEnvelope },
      },
    },
    async (request) => {
      await logininfor.unlock(request.params.userName);
      return done();
    },
  );
}
