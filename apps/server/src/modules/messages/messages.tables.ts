import { sql } from 'drizzle-orm';
import { char, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, ref, textKey, time } from '../../core/db/columns.ts';

/** Messages to users (spec 01 §3): status '0' unread, '1' read. */
export const sysMessage = pgTable(
  'sys_message',
  {
    id: id('id'),
    recipient: ref('recipient').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    ...textKey(),
    content: varchar('content', { length: 2000 }),
    relateTable: varchar('relate_table', { length: 64 }),
    relateId: varchar('relate_id', { length: 64 }),
    projectId: ref('project_id'),
    status: char('status', { length: 1 }).notNull().default('0'),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
    readTime: time('read_time'),
  },
  (t) => [
    index('sys_message_recipient_idx').on(t.recipient, t.status, t.createTime.desc(), t.id.desc()),
    index('sys_message_unread_idx').on(t.recipient).where(sql`status = '0'`),
  ],
);
