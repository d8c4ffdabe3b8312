import {
  AUTHENTICATED,
  ajaxResult,
  msg,
  sysMessageEditBody,
  sysMessageQuery,
  sysMessageRow,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { MessagesService } from './messages.service.ts';

const log = { title: '消息', businessType: 'update' } as const;
const tags = ['message'];

/** The caller's own messages (spec 01 §3, §4): list, read one, read all. */
export async function messagesRoutes(app: AppInstance, deps: { messages: MessagesService }) {
  const { messages } = deps;

  app.get(
    '/system/message/listSysMessage',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        querystring: sysMessageQuery,
        response: { 200: tableResult(sysMessageRow) },
      },
    },
    async (request) => {
      const { rows, total } = await messages.list(principalOf(request).userId, request.query, request.lang);
      return table(rows, total);
    },
  );

  app.put(
    '/system/message/editSysMessage',
    {
      config: { access: AUTHENTICATED, log },
      schema: { tags, summary: 'Marks one of the caller’s messages read', body: sysMessageEditBody },
    },
    async (request) => {
      await messages.read(principalOf(request).userId, request.body.id);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/message/readAllMessage',
    {
      config: { access: AUTHENTICATED, log },
      schema: {
        tags,
        summary: 'Marks all the caller’s unread messages read',
        response: { 200: ajaxResult(z.number()) },
      },
    },
    async (request) => ok(await messages.readAll(principalOf(request).userId), msg('common.success', request.lang)),
  );
}
