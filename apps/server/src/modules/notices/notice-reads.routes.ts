import {
  AUTHENTICATED,
  msg,
  noticeMarkReadAllQuery,
  noticeMarkReadQuery,
  noticeReadUserRow,
  noticeReadUsersQuery,
  noticeTopResult,
  PERMS,
  tableResult,
} from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, okWith, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { NoticeReadsService } from './notice-reads.service.ts';

const tags = ['notice'];
/** Marking read is a write of the caller's own state: logged like reading a message. */
const log = { title: '通知公告', businessType: 'update' } as const;

/**
 * Read state of notices, as RuoYi's admin client calls it. Reading the newest notices and
 * marking them read is every signed-in user's own business (RuoYi declares no permission
 * there); who has read a notice is the notice administrators' (system:notice:list).
 */
export async function noticeReadsRoutes(app: AppInstance, deps: { noticeReads: NoticeReadsService }) {
  const { noticeReads } = deps;

  app.get(
    '/system/notice/listTop',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'The newest live notices with the caller’s read marks',
        response: { 200: noticeTopResult },
      },
    },
    async (request) => okWith(await noticeReads.top(principalOf(request).userId)),
  );

  app.post(
    '/system/notice/markRead',
    {
      config: { access: AUTHENTICATED, log },
      schema: { tags, summary: 'Marks one live notice read by the caller', querystring: noticeMarkReadQuery },
    },
    async (request) => {
      await noticeReads.markRead(principalOf(request).userId, [request.query.noticeId]);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/notice/markReadAll',
    {
      config: { access: AUTHENTICATED, log },
      schema: {
        tags,
        summary: 'Marks the listed live notices read by the caller',
        querystring: noticeMarkReadAllQuery,
      },
    },
    async (request) => {
      await noticeReads.markRead(principalOf(request).userId, request.query.ids);
      return done(msg('common.success', request.lang));
    },
  );

  app.get(
    '/system/notice/readUsers/list',
    {
      config: { access: { permission: PERMS.system.notice.list } },
      schema: { tags, querystring: noticeReadUsersQuery, response: { 200: tableResult(noticeReadUserRow) } },
    },
    async (request) => {
      const { rows, total } = await noticeReads.readers(principalOf(request), request.query);
      return table(rows, total);
    },
  );
}
