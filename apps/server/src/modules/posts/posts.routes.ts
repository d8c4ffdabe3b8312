import {
  ajaxResult,
  idList,
  idParam,
  msg,
  PERMS,
  postBody,
  postFilters,
  postQuery,
  postRow,
  postUpdateBody,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { POST_SHEET, postColumns } from './post-sheet.ts';
import type { PostsService } from './posts.service.ts';

const P = PERMS.system.post;
const TITLE = '岗位管理';
const tags = ['post'];

export async function postsRoutes(app: AppInstance, deps: { posts: PostsService }) {
  const { posts } = deps;

  app.get(
    '/system/post/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: postQuery, response: { 200: tableResult(postRow) } },
    },
    async (request) => {
      const { rows, total } = await posts.list(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/post/optionselect',
    {
      config: { access: { permission: P.query } },
      schema: { tags, summary: 'Every post, for selects', response: { 200: ajaxResult(z.array(postRow)) } },
    },
    async () => ok(await posts.options()),
  );

  app.get(
    '/system/post/:postId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ postId: idParam }), response: { 200: ajaxResult(postRow) } },
    },
    async (request) => ok(await posts.get(request.params.postId)),
  );

  app.post(
    '/system/post',
    {
      config: { access: { permission: P.add }, log: { title: TITLE, businessType: 'insert' } },
      schema: { tags, body: postBody },
    },
    async (request) => {
      await posts.add(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    '/system/post',
    {
      config: { access: { permission: P.edit }, log: { title: TITLE, businessType: 'update' } },
      schema: { tags, body: postUpdateBody },
    },
    async (request) => {
      await posts.edit(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    '/system/post/:postIds',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE, businessType: 'delete' } },
      schema: { tags, params: z.object({ postIds: idList }) },
    },
    async (request) => {
      await posts.remove(request.params.postIds);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/post/export',
    {
      config: { access: { permission: P.export }, log: { title: TITLE, businessType: 'export' } },
      schema: { tags, summary: 'The filtered posts as .xlsx', body: postFilters.optional() },
    },
    async (request, reply) => sendXlsx(reply, POST_SHEET, postColumns, await posts.exportRows(request.body ?? {})),
  );
}
