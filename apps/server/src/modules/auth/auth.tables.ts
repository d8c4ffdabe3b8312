import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../core/db/columns.ts';

/** Captcha answers, single use, kept for two minutes (shared by every replica). */
export const sysCaptcha = pgTable('sys_captcha', {
  uuid: varchar('uuid', { length: 64 }).primaryKey(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expireTime: time('expire_time').notNull(),
});

/** Wrong-password counters and locks per user name. */
export const sysLoginLock = pgTable('sys_login_lock', {
  userName: varchar('user_name', { length: 64 }).primaryKey(),
  failCount: integer('fail_count').notNull().default(0),
  lockedUntil: time('locked_until'),
});
