import { defineModule } from '../../core/module.ts';
import { NoticeReadsRepository } from './notice-reads.repository.ts';
import { NoticeReadsService } from './notice-reads.service.ts';
import { MENUS } from './notices.menus.ts';
import { NoticesRepository } from './notices.repository.ts';
import { noticesRoutes } from './notices.routes.ts';
import { NoticesService } from './notices.service.ts';
import * as tables from './notices.tables.ts';

/** 通知公告: notices with sanitised rich text, and who has read them. */
export const noticesModule = defineModule({
  name: 'notices',
  tables,
  menus: MENUS,
  services: ({ db, uploads }) => ({
    notices: new NoticesService(new NoticesRepository(db), uploads),
    noticeReads: new NoticeReadsService(new NoticeReadsRepository(db)),
  }),
  routes: noticesRoutes,
});
