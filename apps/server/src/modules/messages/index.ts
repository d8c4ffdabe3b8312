import { defineModule } from '../../core/module.ts';
import { MessagesRepository } from './messages.repository.ts';
import { messagesRoutes } from './messages.routes.ts';
import { MessagesService } from './messages.service.ts';
import * as tables from './messages.tables.ts';

export type { MessagesService } from './messages.service.ts';

/** Messages to users (the bell and the drawer), pushed live over the WebSocket. */
export const messagesModule = defineModule({
  name: 'messages',
  tables,
  menus: [],
  services: ({ db, bus, zone, messageFeed }) => {
    const messages = new MessagesService(new MessagesRepository(db), bus, zone);
    messageFeed.provide((ids) => messages.rows(ids));
    return { messages };
  },
  routes: messagesRoutes,
});
