import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { id, time } from '../db/columns.ts';

/** RuoYi's sys_oper_log: one row per call of a route that declares `log`. */
export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: id('oper_id'),
    title: varchar('title', { length: 50 }).notNull().default(''),
    /** The module's key (no parameters); the title is the Chinese name RuoYi stores. */
    titleKey: varchar('title_key', { length: 64 }),
    /** 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gencode, 9 clean */
    businessType: smallint('business_type').notNull().default(0),
    method: varchar('method', { length: 200 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    /** 0 other, 1 back-office user, 2 mobile user */
    operatorType: smallint('operator_type').notNull().default(1),
    operName: varchar('oper_name', { length: 50 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    operUrl: varchar('oper_url', { length: 255 }).notNull().default(''),
    operIp: varchar('oper_ip', { length: 128 }).notNull().default(''),
    operLocation: varchar('oper_location', { length: 255 }).notNull().default(''),
    operParam: varchar('oper_param', { length: 2000 }).notNull().default(''),
    jsonResult: varchar('json_result', { length: 2000 }).notNull().default(''),
    /** 0 success, 1 failure */
    status: smallint('status').notNull().default(0),
    errorMsg: varchar('error_msg', { length: 2000 }).notNull().default(''),
    operTime: time('oper_time').notNull().defaultNow(),
    costTime: integer('cost_time').notNull().default(0),
  },
  (t) => [
    // The list's own order: newest first, the id breaking ties.
    index('sys_oper_log_time_idx').on(t.operTime.desc(), t.operId.desc()),
    index('sys_oper_log_bt_idx').on(t.businessType),
    index('sys_oper_log_status_idx').on(t.status),
  ],
);
