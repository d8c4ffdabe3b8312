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
import { formatTime, timeRangeOf } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../core/http/xlsx.ts';
import type { LogininforRepository } from './logininfor.repository.ts';

const P = PERMS.monitor.logininfor;
type Row = Awaited<ReturnType<LogininforRepository['all']>>[number];

export async function logininforRoutes(app: AppInstance, deps: { logininfor: LogininforRepository; zone: string }) {
  const view = (r: Row) => ({ ...r, loginTime: formatTime(r.loginTime, deps.zone) ?? '' });
  const filterOf = (q: z.infer<typeof logininforFilters>) => ({ ...q, ...timeRangeOf(q, deps.zone) });

  app.get(
    '/system/logininfor/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags: ['logininfor'], querystring: logininforQuery, response: { 200: tableResult(logininforRow) } },
    },
    async (request) => {
      const { rows, total } = await deps.logininfor.page(filterOf(request.query), request.query);
      return table(rows.map(view), total);
    },
  );

  app.delete(
    '/system/logininfor/:infoIds',
    {
      config: { access: { permission: P.remove }, log: { title: '登录日志', businessType: 'delete' } },
      schema: { tags: ['logininfor'], params: z.object({ infoIds: idList }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await deps.logininfor.remove(request.params.infoIds);
      return done();
    },
  );

  app.delete(
    '/system/logininfor/clean',
    {
      config: { access: { permission: P.remove }, log: { title: '登录日志', businessType: 'clean' } },
      schema: { tags: ['logininfor'], response: { 200: errorEnvelope } },
    },
    async () => {
      await deps.logininfor.clean();
      return done();
    },
  );

  app.get(
    '/system/logininfor/unlock/:userName',
    {
      config: { access: { permission: P.unlock }, log: { title: '账户解锁', businessType: 'other' } },
      schema: {
        tags: ['logininfor'],
        params: z.object({ userName: z.string().min(1).max(64) }),
        response: { 200: errorEnvelope },
      },
    },
    async (request) => {
      await deps.logininfor.unlock(request.params.userName);
      return done();
    },
  );

  app.post(
    '/system/logininfor/export',
    {
      config: { access: { permission: P.export }, log: { title: '登录日志', businessType: 'export' } },
      schema: { tags: ['logininfor'], body: logininforFilters.nullish() },
    },
    async (request, reply) => {
      const rows = await deps.logininfor.all(filterOf(request.body ?? {}), EXPORT_MAX_ROWS);
      return sendXlsx(
        reply,
        '登录日志',
        [
          { header: '序号', value: (r: Row) => r.infoId },
          { header: '用户账号', value: (r) => r.userName },
          { header: '登录状态', value: (r) => (r.status === '0' ? '成功' : '失败') },
          { header: '登录地址', value: (r) => r.ipaddr },
          { header: '登录地点', value: (r) => r.loginLocation },
          { header: '浏览器', value: (r) => r.browser },
          { header: '操作系统', value: (r) => r.os },
          { header: '提示消息', value: (r) => r.msg },
          { header: '访问时间', value: (r) => formatTime(r.loginTime, deps.zone) },
        ],
        rows,
      );
    },
  );
}
