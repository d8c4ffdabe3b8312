import { sql } from 'drizzle-orm';
import { bigint, char, index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref, time } from '../../core/db/columns.ts';

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
  (t) => [
    index('sys_notice_type_idx').on(t.noticeType),
    index('sys_notice_create_by_idx').on(t.createBy),
    // listTop: the newest live notices.
    index('sys_notice_live_idx').on(t.noticeId.desc()).where(sql`${t.status} = '0'`),
  ],
);

/**
 * Who has read which notice (RuoYi's sys_notice_read): one row per user and notice, written
 * once. Rows go with their notice (cascade); a deleted user's rows stay but are not listed.
 */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => sysNotice.noticeId, { onDelete: 'cascade' }),
    userId: ref('user_id').notNull(),
    readTime: time('read_time').notNull().defaultNow(),
  },
  (t) => [
    // The caller's read marks (listTop's join, marking read).
    primaryKey({ name: 'sys_notice_read_pk', columns: [t.userId, t.noticeId] }),
    // The readers of a notice, newest first (readUsers/list), and the cascade from sys_notice.
    index('sys_notice_read_notice_idx').on(t.noticeId, t.readTime.desc(), t.userId),
  ],
);
