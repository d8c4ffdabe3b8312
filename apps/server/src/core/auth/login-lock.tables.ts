import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { time } from '../db/columns.ts';

/**
 * Wrong-password counters and locks per user name. A counter older than the lock window
 * (last_fail_time) starts afresh; see AuthRepository.claimAttempt for the one atomic statement.
 */
export const sysLoginLock = pgTable('sys_login_lock', {
  userName: varchar('user_name', { length: 64 }).primaryKey(),
  failCount: integer('fail_count').notNull().default(0),
  lockedUntil: time('locked_until'),
  lastFailTime: time('last_fail_time'),
});
