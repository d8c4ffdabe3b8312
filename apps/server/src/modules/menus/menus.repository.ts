import type { MenuQuery } from '@zj/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { updateOrderNums } from '../../core/db/order.ts';
import { existsWhere, otherThan } from '../../core/db/paging.ts';
import { grantedMenuIds } from '../../core/identity/grants.ts';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysRole, sysRoleMenu } from '../../core/identity/roles.tables.ts';

export type MenuRow = typeof sysMenu.$inferSelect;

const routable = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));

export class MenusRepository {
  constructor(private readonly db: Db) {}

  /** Enabled directories and menus; all of them for admins, else those of the user's roles. */
  routableMenus(userId: number | 'all'): Promise<MenuRow[]> {
    if (userId === 'all') {
      return this.db.select().from(sysMenu).where(routable).orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
    }
    return this.db
      .select()
      .from(sysMenu)
      .where(and(routable, sql`${sysMenu.menuId} in (${grantedMenuIds(this.db, userId)})`))
      .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
  }

  /** Every menu (admins) or the user's, filtered, in tree order. */
  list(userId: number | 'all', q: MenuQuery): Promise<MenuRow[]> {
    return this.db
      .select()
      .from(sysMenu)
      .where(
        and(
          contains(sysMenu.menuName, q.menuName),
          q.status ? eq(sysMenu.status, q.status) : undefined,
          q.visible ? eq(sysMenu.visible, q.visible) : undefined,
          userId === 'all' ? undefined : sql`${sysMenu.menuId} in (${grantedMenuIds(this.db, userId)})`,
        ),
      )
      .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
  }

  async byId(menuId: number): Promise<MenuRow | undefined> {
    const [row] = await this.db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId)).limit(1);
    return row;
  }

  async nameTaken(parentId: number, menuName: string, exceptId?: number): Promise<boolean> {
    return existsWhere(
      this.db,
      sysMenu,
      and(eq(sysMenu.parentId, parentId), eq(sysMenu.menuName, menuName), otherThan(sysMenu.menuId, exceptId)),
    );
  }

  private async countOf(table: typeof sysMenu | typeof sysRoleMenu, where: SQL): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  childCount(menuId: number) {
    return this.countOf(sysMenu, eq(sysMenu.parentId, menuId));
  }

  roleBindings(menuId: number) {
    return this.countOf(sysRoleMenu, eq(sysRoleMenu.menuId, menuId));
  }

  async insert(row: typeof sysMenu.$inferInsert): Promise<number> {
    const [created] = await this.db.insert(sysMenu).values(row).returning({ id: sysMenu.menuId });
    if (!created) throw new Error('menu insert returned nothing');
    return created.id;
  }

  async update(menuId: number, values: Partial<typeof sysMenu.$inferInsert>, tx: Tx = this.db): Promise<void> {
    await tx.update(sysMenu).set(values).where(eq(sysMenu.menuId, menuId));
  }

  async remove(menuId: number): Promise<void> {
    await this.db.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
  }

  /** Menu ids of a role; with strict checking, parents of granted menus are left out (half-checked in the tree). */
  async roleMenuIds(roleId: number): Promise<number[]> {
    const [role] = await this.db
      .select({ strict: sysRole.menuCheckStrictly })
      .from(sysRole)
      .where(eq(sysRole.roleId, roleId));
    if (!role) return [];
    const rows = await this.db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.menuId, sysMenu.menuId), eq(sysRoleMenu.roleId, roleId)))
      .where(
        role.strict
          ? sql`${sysMenu.menuId} not in (select m.parent_id from ${sysMenu} m inner join ${sysRoleMenu} rm on m.menu_id = rm.menu_id and rm.role_id = ${roleId})`
          : undefined,
      )
      .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
    return rows.map((r) => r.id);
  }

  /** New order numbers for several menus in one transaction; refuses (throws) when an id matches no menu. */
  async updateSort(pairs: Array<{ id: number; orderNum: number }>, missing: () => Error): Promise<void> {
    await this.db.transaction(async (tx) => {
      const changed = await updateOrderNums(tx, sysMenu, { id: sysMenu.menuId, orderNum: sysMenu.orderNum }, pairs);
      if (changed < new Set(pairs.map((p) => p.id)).size) throw missing();
    });
  }
}
