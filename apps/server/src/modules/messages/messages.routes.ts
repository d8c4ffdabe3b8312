import { messagesApi as api, msg } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { MessagesService } from './messages.service.ts';

/** The caller's own messages (spec 01 §3, §4): list, read one, read all. */
export async function messagesRoutes(app: AppInstance, { messages }: { messages: MessagesService }) {
  serve(app, api.list, async (request) => messages.list(principalOf(request).userId, request.query, request.lang));
  serve(app, api.read, async (request) => void (await messages.read(principalOf(request).userId, request.body.id)));
  serve(app, api.readAll, async (request) =>
    said(msg('common.success', request.lang), await messages.readAll(principalOf(request).userId)),
  );
}
