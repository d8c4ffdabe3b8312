import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { sysRole, sysRoleMenu } from '../roles/roles.tables.ts';
import { sysUserRole } from '../users/users.tables.ts';
import { sysMenu } from './menus.tables.ts';

export type MenuRow = typeof sysMenu.$inferSelect;

const routable = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));

export class MenusRepository {
  constructor(private readonly db: Db) {}

  /** Enabled directories and menus; all of them for admins, else those of the user's roles. */
  routableMenus(userId: number | 'all'): Promise<MenuRow[]> {
    if (userId === 'all') {
      return this.db.select().from(sysMenu).where(routable).orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
    }
    const granted = this.db
      .selectDistinct({ menuId: sysRoleMenu.menuId })
      .from(sysUserRole)
      .innerJoin(
        sysRole,
        and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')),
      )
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
      .where(eq(sysUserRole.userId, userId));
    return this.db
      .select()
      .from(sysMenu)
      .where(and(routable, sql`${sysMenu.menuId} in (${granted})`))
      .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
  }
}
