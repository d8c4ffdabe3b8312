import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref } from '../../core/db/columns.ts';

export const sysPost = pgTable(
  'sys_post',
  {
    postId: id('post_id'),
    postCode: varchar('post_code', { length: 64 }).notNull(),
    postName: varchar('post_name', { length: 50 }).notNull(),
    postSort: integer('post_sort').notNull().default(0),
    status: flag('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_post_code_uq').on(t.postCode),
    uniqueIndex('sys_post_name_uq').on(t.postName),
    index('sys_post_sort_idx').on(t.postSort, t.postId),
    index('sys_post_status_idx').on(t.status),
  ],
);

/** Posts held by users (users module writes it; a post in use cannot be deleted). */
export const sysUserPost = pgTable(
  'sys_user_post',
  {
    userId: ref('user_id').notNull(),
    postId: ref('post_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('sys_user_post_post_idx').on(t.postId)],
);
