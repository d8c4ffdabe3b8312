import type { ServerTextParams } from '@zj/contract';
import { bigint, char, jsonb, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Primary key of RuoYi tables: bigint identity, read as a JS number. */
export const id = (name: string) => bigint(name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** '0' normal / '1' disabled (RuoYi status flags). */
export const flag = (name: string) => char(name, { length: 1 }).notNull().default('0');

/** create_by, create_time, update_by, update_time, remark — the audit columns of RuoYi tables. */
export const audit = () => ({
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: time('create_time').notNull().defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: time('update_time'),
  remark: varchar('remark', { length: 500 }),
});

/**
 * title_key, title_params: the key and parameters of a text the server wrote into `title`
 * (packages/contract server-texts.ts), so answers show it in the reader's language. Null on rows
 * written before them, which show their stored text.
 */
export const textKey = () => ({
  titleKey: varchar('title_key', { length: 64 }),
  titleParams: jsonb('title_params').$type<ServerTextParams>(),
});
