import { index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { ref, time } from '../db/columns.ts';

/** One row per live login; the bearer token names its row, so deleting it ends the session. */
export const sysSession = pgTable(
  'sys_session',
  {
    tokenId: uuid('token_id').primaryKey(),
    userId: ref('user_id').notNull(),
    userName: varchar('user_name', { length: 30 }).notNull(),
    deptName: varchar('dept_name', { length: 30 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    browser: varchar('browser', { length: 50 }).notNull().default(''),
    os: varchar('os', { length: 50 }).notNull().default(''),
    loginTime: time('login_time').notNull().defaultNow(),
    expireTime: time('expire_time').notNull(),
    /** Wrong passwords at the lock screen in a row; the session ends at LOGIN_MAX_RETRIES. */
    unlockFailCount: integer('unlock_fail_count').notNull().default(0),
  },
  (t) => [index('sys_session_user_idx').on(t.userId), index('sys_session_expire_idx').on(t.expireTime)],
);
