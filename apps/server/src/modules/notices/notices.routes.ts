import {
  ajaxResult,
  idList,
  idParam,
  msg,
  noticeBody,
  noticeQuery,
  noticeRow,
  noticeUpdateBody,
  PERMS,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { NoticesService } from './notices.service.ts';

const P = PERMS.system.notice;
const TITLE = '通知公告';
const tags = ['notice'];

export async function noticesRoutes(app: AppInstance, deps: { notices: NoticesService }) {
  const { notices } = deps;

  app.get(
    '/system/notice/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: noticeQuery, response: { 200: tableResult(noticeRow) } },
    },
    async (request) => {
      const { rows, total } = await notices.list(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/notice/:noticeId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ noticeId: idParam }), response: { 200: ajaxResult(noticeRow) } },
    },
    async (request) => ok(await notices.get(request.params.noticeId)),
  );

  app.post(
    '/system/notice',
    {
      config: { access: { permission: P.add }, log: { title: TITLE, businessType: 'insert' } },
      schema: { tags, body: noticeBody },
    },
    async (request) => {
      await notices.add(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    '/system/notice',
    {
      config: { access: { permission: P.edit }, log: { title: TITLE, businessType: 'update' } },
      schema: { tags, body: noticeUpdateBody },
    },
    async (request) => {
      await notices.edit(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    '/system/notice/:noticeIds',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE, businessType: 'delete' } },
      schema: { tags, params: z.object({ noticeIds: idList }) },
    },
    async (request) => {
      await notices.remove(request.params.noticeIds);
      return done(msg('common.success', request.lang));
    },
  );
}
