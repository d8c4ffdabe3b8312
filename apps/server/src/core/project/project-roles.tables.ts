import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref } from '../db/columns.ts';

/** Roles inside one project; their menus are menus of the project group (with buttons). */
export const bizProjectRole = pgTable(
  'biz_project_role',
  {
    roleId: id('role_id'),
    projectId: ref('project_id').notNull(),
    roleName: varchar('role_name', { length: 30 }).notNull(),
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    roleSort: integer('role_sort').notNull().default(0),
    status: flag('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('biz_project_role_key_uq').on(t.projectId, t.roleKey),
    uniqueIndex('biz_project_role_name_uq').on(t.projectId, t.roleName),
    index('biz_project_role_sort_idx').on(t.projectId, t.roleSort, t.roleId),
  ],
);

export const bizProjectRoleMenu = pgTable(
  'biz_project_role_menu',
  {
    roleId: ref('role_id').notNull(),
    menuId: ref('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('biz_project_role_menu_menu_idx').on(t.menuId)],
);
