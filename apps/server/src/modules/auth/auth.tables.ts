import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../core/db/columns.ts';

/** Captcha answers, single use, kept for two minutes (shared by every replica). */
export const sysCaptcha = pgTable('sys_captcha', {
  uuid: varchar('uuid', { length: 64 }).primaryKey(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expireTime: time('expire_time').notNull(),
});

/**
 * Fixed-window request counters of the rate limits (login, register, captcha), shared by every
 * replica: one row per key (`ip:<route>:<address>` or `user:<route>:<name>`) and current window.
 */
export const sysRateLimit = pgTable(
  'sys_rate_limit',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    windowStart: time('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('sys_rate_limit_window_idx').on(t.windowStart)],
);
