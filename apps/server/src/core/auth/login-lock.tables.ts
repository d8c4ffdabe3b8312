import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { time } from '../db/columns.ts';

/**
 * Wrong-password counters and locks per user name and source address (RuoYi locks the name; by
 * address too, one address cannot lock an account out everywhere). Kept for unknown names alike,
 * so the answers tell nothing about which names exist. A counter older than the lock window
 * (last_fail_time) starts afresh; see AuthRepository.claimAttempt for the one atomic statement.
 */
export const sysLoginLock = pgTable(
  'sys_login_lock',
  {
    userName: varchar('user_name', { length: 64 }).notNull(),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    failCount: integer('fail_count').notNull().default(0),
    lockedUntil: time('locked_until'),
    lastFailTime: time('last_fail_time'),
  },
  (t) => [primaryKey({ columns: [t.userName, t.ipaddr] }), index('sys_login_lock_last_fail_idx').on(t.lastFailTime)],
);
