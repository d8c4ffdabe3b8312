import type { DeptQuery } from '@zj/contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { inDeptSubtree, notInDeptSubtree } from '../../core/access/data-scope.ts';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { updateOrderNums } from '../../core/db/order.ts';
import { existsWhere, otherThan } from '../../core/db/paging.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysRole, sysRoleDept } from '../../core/identity/roles.tables.ts';
import { sysUser } from '../../core/identity/users.tables.ts';

export type DeptRecord = typeof sysDept.$inferSelect;
const alive = eq(sysDept.delFlag, '0');

export class DeptsRepository {
  constructor(private readonly db: Db) {}

  list(filter: DeptQuery & { excludeSubtreeOf?: number }, scope: SQL | undefined): Promise<DeptRecord[]> {
    return this.db
      .select()
      .from(sysDept)
      .where(
        and(
          alive,
          contains(sysDept.deptName, filter.deptName),
          filter.status ? eq(sysDept.status, filter.status) : undefined,
          filter.excludeSubtreeOf !== undefined ? notInDeptSubtree(sysDept.deptId, filter.excludeSubtreeOf) : undefined,
          scope,
        ),
      )
      .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  }

  async byId(deptId: number, scope?: SQL): Promise<DeptRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(sysDept)
      .where(and(eq(sysDept.deptId, deptId), alive, scope))
      .limit(1);
    return row;
  }

  async nameTaken(parentId: number, deptName: string, exceptId?: number): Promise<boolean> {
    return existsWhere(
      this.db,
      sysDept,
      and(alive, eq(sysDept.parentId, parentId), eq(sysDept.deptName, deptName), otherThan(sysDept.deptId, exceptId)),
    );
  }

  async childCount(deptId: number, onlyEnabled = false): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysDept)
      .where(
        and(
          alive,
          inDeptSubtree(sysDept.deptId, deptId),
          ne(sysDept.deptId, deptId),
          onlyEnabled ? eq(sysDept.status, '0') : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  async userCount(deptId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysUser)
      .where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')));
    return row?.n ?? 0;
  }

  async insert(row: typeof sysDept.$inferInsert): Promise<number> {
    const [created] = await this.db.insert(sysDept).values(row).returning({ id: sysDept.deptId });
    if (!created) throw new Error('dept insert returned nothing');
    return created.id;
  }

  /** Updates a department and, when it moved, the ancestors of everything below it. */
  async update(
    tx: Tx,
    deptId: number,
    values: Partial<typeof sysDept.$inferInsert>,
    move?: { oldPrefix: string; newPrefix: string },
  ): Promise<void> {
    await tx.update(sysDept).set(values).where(eq(sysDept.deptId, deptId));
    if (move && move.oldPrefix !== move.newPrefix) {
      await tx
        .update(sysDept)
        .set({
          ancestors: sql`${move.newPrefix} || substr(${sysDept.ancestors}, ${move.oldPrefix.length + 1})`,
        })
        .where(
          and(
            ne(sysDept.deptId, deptId),
            sql`(${sysDept.ancestors} = ${move.oldPrefix} or ${sysDept.ancestors} like ${`${move.oldPrefix},%`})`,
          ),
        );
    }
  }

  /** Enables the given departments (the ancestors of one being enabled). */
  async enable(tx: Tx, ids: number[]): Promise<void> {
    if (ids.length) await tx.update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, ids));
  }

  async softDelete(deptId: number, by: string): Promise<void> {
    await this.db
      .update(sysDept)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(eq(sysDept.deptId, deptId));
  }

  /** Department ids bound to a role; with strict checking, parents of bound departments are left out. */
  async roleDeptIds(roleId: number): Promise<number[]> {
    const [role] = await this.db
      .select({ strict: sysRole.deptCheckStrictly })
      .from(sysRole)
      .where(eq(sysRole.roleId, roleId));
    if (!role) return [];
    const rows = await this.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .innerJoin(sysRoleDept, and(eq(sysRoleDept.deptId, sysDept.deptId), eq(sysRoleDept.roleId, roleId)))
      .where(
        and(
          alive,
          role.strict
            ? sql`${sysDept.deptId} not in (select d.parent_id from ${sysDept} d inner join ${sysRoleDept} rd on d.dept_id = rd.dept_id and rd.role_id = ${roleId})`
            : undefined,
        ),
      )
      .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum));
    return rows.map((r) => r.id);
  }

  /** Enabled users of departments, for the department-user picker. */
  usersOf(deptIds: number[]) {
    if (!deptIds.length) return Promise.resolve([]);
    return this.db
      .select({
        userId: sysUser.userId,
        nickName: sysUser.nickName,
        userName: sysUser.userName,
        deptId: sysUser.deptId,
      })
      .from(sysUser)
      .where(and(inArray(sysUser.deptId, deptIds), eq(sysUser.delFlag, '0'), eq(sysUser.status, '0')))
      .orderBy(asc(sysUser.userId));
  }

  get database(): Db {
    return this.db;
  }

  /** How many of these live departments the scope covers. */
  async countInScope(ids: number[], scope: SQL | undefined): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysDept)
      .where(and(inArray(sysDept.deptId, ids), eq(sysDept.delFlag, '0'), scope));
    return row?.n ?? 0;
  }

  /** New order numbers for several departments in one transaction. */
  async updateSort(pairs: Array<{ id: number; orderNum: number }>): Promise<void> {
    await this.db.transaction((tx) =>
      updateOrderNums(tx, sysDept, { id: sysDept.deptId, orderNum: sysDept.orderNum }, pairs),
    );
  }
}
