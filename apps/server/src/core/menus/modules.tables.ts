import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { time } from '../db/columns.ts';

/**
 * Modules whose menus this database has enabled, with the menu ids they brought: a module new to
 * the list has its menus enabled once (later changes by an administrator stay), one taken out of
 * the list has them disabled.
 */
export const sysModule = pgTable('sys_module', {
  moduleName: varchar('module_name', { length: 50 }).primaryKey(),
  /** Comma-joined ids of the module's menu rows and the plan directories above them. */
  menuIds: text('menu_ids').notNull().default(''),
  installTime: time('install_time').notNull().defaultNow(),
});
