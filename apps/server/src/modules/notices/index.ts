import { defineModule } from '../../core/module.ts';
import { MENUS } from './notices.menus.ts';
import { NoticesRepository } from './notices.repository.ts';
import { noticesRoutes } from './notices.routes.ts';
import { NoticesService } from './notices.service.ts';
import * as tables from './notices.tables.ts';

/** 通知公告: notices with sanitised rich text. */
export const noticesModule = defineModule({
  name: 'notices',
  tables,
  menus: MENUS,
  services: ({ db, uploads }) => ({ notices: new NoticesService(new NoticesRepository(db), uploads) }),
  routes: noticesRoutes,
});
