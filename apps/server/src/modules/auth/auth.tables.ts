import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../core/db/columns.ts';

/** Captcha answers, single use, kept for two minutes (shared by every replica). */
export const sysCaptcha = pgTable('sys_captcha', {
  uuid: varchar('uuid', { length: 64 }).primaryKey(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expireTime: time('expire_time').notNull(),
});
