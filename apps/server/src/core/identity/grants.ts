import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sysRole, sysRoleMenu } from './roles.tables.ts';
import { sysUserRole } from './users.tables.ts';

/** Joins a user's role (sys_user_role) to the role when it is enabled and not deleted. */
export const enabledRole = and(
  eq(sysRole.roleId, sysUserRole.roleId),
  eq(sysRole.delFlag, '0'),
  eq(sysRole.status, '0'),
);

/** The ids of the menus a user is granted through their enabled roles: a subquery (`menu_id in (…)`). */
export function grantedMenuIds(db: Db, userId: number) {
  return db
    .selectDistinct({ menuId: sysRoleMenu.menuId })
    .from(sysUserRole)
    .innerJoin(sysRole, enabledRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .where(eq(sysUserRole.userId, userId));
}
