import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { flag, id, time } from '../../core/db/columns.ts';

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: id('info_id'),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    browser: varchar('browser', { length: 50 }).notNull().default(''),
    os: varchar('os', { length: 50 }).notNull().default(''),
    /** '0' success, '1' failure */
    status: flag('status'),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    loginTime: time('login_time').notNull().defaultNow(),
  },
  (t) => [
    // The list's own order: newest first, the id breaking ties.
    index('sys_logininfor_time_idx').on(t.loginTime.desc(), t.infoId.desc()),
    index('sys_logininfor_user_time_idx').on(t.userName, t.loginTime.desc()),
  ],
);
