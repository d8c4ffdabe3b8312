import { sysMessageRow } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { MessagesRepository } from './messages.repository.ts';
import { messagesRoutes } from './messages.routes.ts';
import { MessagesService } from './messages.service.ts';
import * as tables from './messages.tables.ts';

export type { MessagesService, NewMessage } from './messages.service.ts';

/** Messages to users (the bell and the drawer), pushed live over the WebSocket. */
export const messagesModule = defineModule({
  name: 'messages',
  tables,
  services: ({ db, messageFeed }) => {
    const messages = new MessagesService(new MessagesRepository(db));
    // The socket sends rows as JSON without a response schema: encode them as the API does (times as text).
    messageFeed.provide(async (ids) => (await messages.rows(ids)).map((row) => sysMessageRow.encode(row)));
    return { messages };
  },
  routes: messagesRoutes,
});
