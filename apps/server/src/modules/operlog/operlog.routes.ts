import { errorEnvelope, idList, operLogFilters, operLogQuery, operLogRow, PERMS, tableResult } from '@zj/contract';
import { z } from 'zod';
import { done, table } from '../../core/http/envelope.ts';
import { formatTime, timeRangeOf } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../core/http/xlsx.ts';
import type { OperLogRepository } from './operlog.repository.ts';

const P = PERMS.monitor.operlog;
const BUSINESS_NAMES = ['其它', '新增', '修改', '删除', '授权', '导出', '导入', '强退', '生成代码', '清空数据'];
type Row = Awaited<ReturnType<OperLogRepository['all']>>[number];

export async function operlogRoutes(app: AppInstance, deps: { operlog: OperLogRepository; zone: string }) {
  const view = (r: Row) => ({ ...r, operTime: formatTime(r.operTime, deps.zone) ?? '' });
  const filterOf = (q: z.infer<typeof operLogFilters>) => ({ ...q, ...timeRangeOf(q, deps.zone) });

  app.get(
    '/system/operlog/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags: ['operlog'], querystring: operLogQuery, response: { 200: tableResult(operLogRow) } },
    },
    async (request) => {
      const { rows, total } = await deps.operlog.page(filterOf(request.query), request.query);
      return table(rows.map(view), total);
    },
  );

  app.delete(
    '/system/operlog/:operIds',
    {
      config: { access: { permission: P.remove }, log: { title: '操作日志', businessType: 'delete' } },
      schema: { tags: ['operlog'], params: z.object({ operIds: idList }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await deps.operlog.remove(request.params.operIds);
      return done();
    },
  );

  app.delete(
    '/system/operlog/clean',
    {
      config: { access: { permission: P.remove }, log: { title: '操作日志', businessType: 'clean' } },
      schema: { tags: ['operlog'], response: { 200: errorEnvelope } },
    },
    async () => {
      await deps.operlog.clean();
      return done();
    },
  );

  app.post(
    '/system/operlog/export',
    {
      config: { access: { permission: P.export }, log: { title: '操作日志', businessType: 'export' } },
      schema: { tags: ['operlog'], body: operLogFilters.nullish() },
    },
    async (request, reply) => {
      const rows = await deps.operlog.all(filterOf(request.body ?? {}), EXPORT_MAX_ROWS);
      return sendXlsx(
        reply,
        '操作日志',
        [
          { header: '操作序号', value: (r: Row) => r.operId },
          { header: '操作模块', value: (r) => r.title },
          { header: '业务类型', value: (r) => BUSINESS_NAMES[r.businessType] ?? '其它' },
          { header: '请求方法', value: (r) => r.method },
          { header: '请求方式', value: (r) => r.requestMethod },
          { header: '操作人员', value: (r) => r.operName },
          { header: '部门名称', value: (r) => r.deptName },
          { header: '请求地址', value: (r) => r.operUrl },
          { header: '操作地址', value: (r) => r.operIp },
          { header: '操作地点', value: (r) => r.operLocation },
          { header: '请求参数', value: (r) => r.operParam },
          { header: '返回参数', value: (r) => r.jsonResult },
          { header: '状态', value: (r) => (r.status === 0 ? '正常' : '异常') },
          { header: '错误消息', value: (r) => r.errorMsg },
          { header: '操作时间', value: (r) => formatTime(r.operTime, deps.zone) },
          { header: '消耗时间', value: (r) => `${r.costTime}毫秒` },
        ],
        rows,
      );
    },
  );
}
