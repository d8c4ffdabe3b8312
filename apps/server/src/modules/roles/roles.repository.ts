import type { AuthUserQuery, RoleQuery } from '@zj/contract';
import { and, asc, count, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { pageOf } from '../../core/db/paging.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import type { RoleRecord } from '../../core/identity/role-view.ts';
import { sysRole, sysRoleDept, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';

export type { RoleRecord };
export type RoleFilter = Omit<RoleQuery, 'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'> & {
  from?: Date;
  to?: Date;
};
const alive = eq(sysRole.delFlag, '0');

export class RolesRepository {
  constructor(private readonly db: Db) {}

  get database(): Db {
    return this.db;
  }

  /** `scope`: the caller's data scope over roles (role-scope.ts); undefined = all. */
  private where(f: RoleFilter, scope: SQL | undefined): SQL | undefined {
    return and(
      alive,
      scope,
      contains(sysRole.roleName, f.roleName),
      contains(sysRole.roleKey, f.roleKey),
      f.status ? eq(sysRole.status, f.status) : undefined,
      f.from ? gte(sysRole.createTime, f.from) : undefined,
      f.to ? lt(sysRole.createTime, f.to) : undefined,
    );
  }

  async page(f: RoleFilter, scope: SQL | undefined, page: PageSort<RoleQuery>) {
    const where = this.where(f, scope);
    const { limit, offset } = pageOf(page);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(sysRole)
        .where(where)
        .orderBy(
          ...orderFrom(
            page,
            {
              roleId: sysRole.roleId,
              roleName: sysRole.roleName,
              roleKey: sysRole.roleKey,
              roleSort: sysRole.roleSort,
              status: sysRole.status,
              createTime: sysRole.createTime,
            },
            sysRole.roleId,
            [asc(sysRole.roleSort), asc(sysRole.roleId)],
          ),
        )
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(sysRole).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  all(f: RoleFilter, scope: SQL | undefined, limit: number) {
    return this.db
      .select()
      .from(sysRole)
      .where(this.where(f, scope))
      .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
      .limit(limit);
  }

  async byId(roleId: number): Promise<RoleRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(sysRole)
      .where(and(eq(sysRole.roleId, roleId), alive))
      .limit(1);
    return row;
  }

  /** Those of `ids` that are present roles within `scope`. */
  async visibleIds(ids: number[], scope: SQL | undefined): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: sysRole.roleId })
      .from(sysRole)
      .where(and(inArray(sysRole.roleId, ids), alive, scope));
    return rows.map((r) => r.id);
  }

  async taken(column: 'roleName' | 'roleKey', value: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysRole.roleId })
      .from(sysRole)
      .where(and(alive, eq(sysRole[column], value), exceptId ? ne(sysRole.roleId, exceptId) : undefined))
      .limit(1);
    return !!row;
  }

  async insert(tx: Tx, row: typeof sysRole.$inferInsert): Promise<number> {
    const [created] = await tx.insert(sysRole).values(row).returning({ id: sysRole.roleId });
    if (!created) throw new Error('role insert returned nothing');
    return created.id;
  }

  async update(tx: Tx, roleId: number, values: Partial<typeof sysRole.$inferInsert>): Promise<void> {
    await tx.update(sysRole).set(values).where(eq(sysRole.roleId, roleId));
  }

  async setMenus(tx: Tx, roleId: number, menuIds: number[]): Promise<void> {
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    if (menuIds.length) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  }

  async setDepts(tx: Tx, roleId: number, deptIds: number[]): Promise<void> {
    await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
    if (deptIds.length) await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })));
  }

  /** Users (present) holding any of the roles. */
  async holders(roleIds: number[]): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysUserRole)
      .innerJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0')))
      .where(inArray(sysUserRole.roleId, roleIds));
    return row?.n ?? 0;
  }

  async softDelete(tx: Tx, roleIds: number[], by: string): Promise<void> {
    await tx
      .update(sysRole)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(inArray(sysRole.roleId, roleIds));
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
    await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
  }

  /** Users with (`allocated`) or without the role, filtered and data-scoped, one page. */
  async authUsers(
    roleId: number,
    allocated: boolean,
    f: { userName?: string | undefined; phonenumber?: string | undefined },
    scope: SQL | undefined,
    page: PageSort<AuthUserQuery>,
  ) {
    const holds = sql`${sysUser.userId} in (select ${sysUserRole.userId} from ${sysUserRole} where ${sysUserRole.roleId} = ${roleId})`;
    const where = and(
      eq(sysUser.delFlag, '0'),
      allocated ? holds : sql`not ${holds}`,
      contains(sysUser.userName, f.userName),
      contains(sysUser.phonenumber, f.phonenumber),
      scope,
    );
    const { limit, offset } = pageOf(page);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          userId: sysUser.userId,
          deptId: sysUser.deptId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          email: sysUser.email,
          phonenumber: sysUser.phonenumber,
          status: sysUser.status,
          createTime: sysUser.createTime,
          deptName: sysDept.deptName,
        })
        .from(sysUser)
        .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
        .where(where)
        .orderBy(
          ...orderFrom(
            page,
            {
              userId: sysUser.userId,
              userName: sysUser.userName,
              nickName: sysUser.nickName,
              phonenumber: sysUser.phonenumber,
              status: sysUser.status,
              createTime: sysUser.createTime,
            },
            sysUser.userId,
            [asc(sysUser.userId)],
          ),
        )
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(sysUser).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async grant(roleId: number, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    await this.db
      .insert(sysUserRole)
      .values(userIds.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }

  async revoke(roleId: number, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    await this.db.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
  }
}
