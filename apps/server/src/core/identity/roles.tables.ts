import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref } from '../db/columns.ts';

export const sysRole = pgTable(
  'sys_role',
  {
    roleId: id('role_id'),
    roleName: varchar('role_name', { length: 30 }).notNull(),
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    roleSort: integer('role_sort').notNull().default(0),
    /** 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 self */
    dataScope: varchar('data_scope', { length: 1 }).notNull().default('1'),
    menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
    deptCheckStrictly: boolean('dept_check_strictly').notNull().default(true),
    status: flag('status'),
    delFlag: flag('del_flag'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_role_key_uq').on(t.roleKey).where(sql`del_flag = '0'`),
    // The role list's own order.
    index('sys_role_sort_idx').on(t.roleSort, t.roleId).where(sql`del_flag = '0'`),
  ],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: ref('role_id').notNull(),
    menuId: ref('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_menu_menu_idx').on(t.menuId)],
);

/** Departments of roles with the custom data scope ('2'). Read at query time: nothing caches it. */
export const sysRoleDept = pgTable(
  'sys_role_dept',
  {
    roleId: ref('role_id').notNull(),
    deptId: ref('dept_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] }), index('sys_role_dept_dept_idx').on(t.deptId)],
);
