import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { time } from '../db/columns.ts';

/** Wrong-password counters and locks per user name. */
export const sysLoginLock = pgTable('sys_login_lock', {
  userName: varchar('user_name', { length: 64 }).primaryKey(),
  failCount: integer('fail_count').notNull().default(0),
  lockedUntil: time('locked_until'),
});
