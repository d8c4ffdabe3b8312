import { char, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id } from '../../core/db/columns.ts';

export const sysNotice = pgTable(
  'sys_notice',
  {
    noticeId: id('notice_id'),
    noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
    /** '1' 通知, '2' 公告 */
    noticeType: char('notice_type', { length: 1 }).notNull(),
    /** Sanitised rich text */
    noticeContent: text('notice_content'),
    /** '0' normal, '1' closed */
    status: flag('status'),
    ...audit(),
  },
  (t) => [index('sys_notice_type_idx').on(t.noticeType), index('sys_notice_create_by_idx').on(t.createBy)],
);
