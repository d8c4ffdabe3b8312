import type { UserQuery } from '@zj/contract';
import { and, asc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { inDeptSubtree } from '../../core/access/data-scope.ts';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import type { PageSort } from '../../core/db/list-order.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysRole } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import { bizProjectUser } from '../../core/project/projects.tables.ts';
import { sysPost, sysUserPost } from '../posts/index.ts';
import { holdsRole, listColumns, type UserFilter, UserListQuery } from './user-list.query.ts';

export type { UserFilter };

export type UserRecord = typeof sysUser.$inferSelect;

/** The user is a member of a project matching `projects` (a condition on biz_project_user.project_id). */
export const memberOfProjects = (projects: SQL): SQL =>
  sql`${sysUser.userId} in (select ${bizProjectUser.userId} from ${bizProjectUser} where ${projects})`;

/** The user is not (yet) a member of the project. */
export const notMemberOf = (projectId: number): SQL =>
  sql`${sysUser.userId} not in (select ${bizProjectUser.userId} from ${bizProjectUser} where ${bizProjectUser.projectId} = ${projectId})`;

const alive = eq(sysUser.delFlag, '0');

const selectList = (db: Db) =>
  db.select(listColumns).from(sysUser).leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId));
export type UserListRecord = Awaited<ReturnType<typeof selectList>>[number];

export class UsersRepository {
  private readonly list: UserListQuery;

  constructor(private readonly db: Db) {
    this.list = new UserListQuery(db);
  }

  get database(): Db {
    return this.db;
  }

  async findByName(userName: string): Promise<UserRecord | undefined> {
    const [row] = await this.db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1);
    return row;
  }

  async findWithDept(userId: number) {
    const [row] = await this.db
      .select({ user: sysUser, dept: sysDept })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(eq(sysUser.userId, userId), alive))
      .limit(1);
    return row;
  }

  async recordLogin(userId: number, ip: string, at: Date): Promise<void> {
    await this.db.update(sysUser).set({ loginIp: ip, loginDate: at }).where(eq(sysUser.userId, userId));
  }

  async insert(tx: Tx, row: typeof sysUser.$inferInsert): Promise<number> {
    const [created] = await tx.insert(sysUser).values(row).returning({ userId: sysUser.userId });
    if (!created) throw new Error('user insert returned nothing');
    return created.userId;
  }

  private where(f: UserFilter, scope: SQL | undefined): SQL | undefined {
    return and(
      alive,
      contains(sysUser.userName, f.userName),
      contains(sysUser.nickName, f.nickName),
      contains(sysUser.phonenumber, f.phonenumber),
      f.status ? eq(sysUser.status, f.status) : undefined,
      f.deptId !== undefined ? inDeptSubtree(sysUser.deptId, f.deptId) : undefined,
      f.roleId !== undefined ? holdsRole(f.roleId) : undefined,
      f.from ? gte(sysUser.createTime, f.from) : undefined,
      f.to ? lt(sysUser.createTime, f.to) : undefined,
      scope,
    );
  }

  /** One page of the list with the total (user-list.query.ts). */
  page(f: UserFilter, scope: SQL | undefined, page: PageSort<UserQuery>) {
    return this.list.page(f, scope, page);
  }

  async all(f: UserFilter, scope: SQL | undefined, limit: number): Promise<UserListRecord[]> {
    return selectList(this.db).where(this.where(f, scope)).orderBy(asc(sysUser.userId)).limit(limit);
  }

  async detail(userId: number, scope?: SQL): Promise<UserListRecord | undefined> {
    const [row] = await selectList(this.db)
      .where(and(eq(sysUser.userId, userId), alive, scope))
      .limit(1);
    return row;
  }

  /** Ids among `ids` that the scope lets the caller see. */
  async visibleIds(ids: number[], scope: SQL | undefined): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(and(inArray(sysUser.userId, ids), alive, scope));
    return rows.map((r) => r.id);
  }

  async passwordOf(userId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ p: sysUser.password }).from(sysUser).where(eq(sysUser.userId, userId));
    return row?.p;
  }

  /** Is a column value taken by another (present) user? User names count deleted users too. */
  async taken(column: 'userName' | 'phonenumber' | 'email', value: string, exceptId?: number): Promise<boolean> {
    if (!value) return false;
    const [row] = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(
        and(
          eq(sysUser[column], value),
          column === 'userName' ? undefined : alive,
          exceptId ? ne(sysUser.userId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  async update(tx: Tx, userId: number, values: Partial<typeof sysUser.$inferInsert>): Promise<void> {
    await tx.update(sysUser).set(values).where(eq(sysUser.userId, userId));
  }

  async setRoles(tx: Tx, userId: number, roleIds: number[]): Promise<void> {
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
  }

  async setPosts(tx: Tx, userId: number, postIds: number[]): Promise<void> {
    await tx.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
    if (postIds.length) await tx.insert(sysUserPost).values(postIds.map((postId) => ({ userId, postId })));
  }

  async softDelete(tx: Tx, ids: number[], by: string): Promise<void> {
    await tx
      .update(sysUser)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(inArray(sysUser.userId, ids));
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, ids));
  }

  async roleIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUserRole.roleId })
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, userId));
    return rows.map((r) => r.id);
  }

  async postIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUserPost.postId })
      .from(sysUserPost)
      .where(eq(sysUserPost.userId, userId));
    return rows.map((r) => r.id);
  }

  /** Every present role, in role order. */
  /** Present roles within `scope` (the caller's role data scope; undefined = all). */
  roles(scope: SQL | undefined) {
    return this.db
      .select()
      .from(sysRole)
      .where(and(eq(sysRole.delFlag, '0'), scope))
      .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  }

  async existingRoleIds(ids: number[], scope?: SQL): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: sysRole.roleId })
      .from(sysRole)
      .where(and(inArray(sysRole.roleId, ids), eq(sysRole.delFlag, '0'), scope));
    return rows.map((r) => r.id);
  }

  async existingPostIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db.select({ id: sysPost.postId }).from(sysPost).where(inArray(sysPost.postId, ids));
    return rows.map((r) => r.id);
  }

  async deptExists(deptId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')));
    return !!row;
  }

  posts() {
    return this.db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId));
  }

  /** Users for pickers: enabled, within `scope`, optionally of a department subtree or holding a role. */
  picks(
    f: {
      deptId?: number | undefined;
      roleId?: number | undefined;
      userName?: string | undefined;
      nickName?: string | undefined;
    },
    scope: SQL | undefined,
    limit: number,
    offset: number,
  ) {
    return this.db
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        status: sysUser.status,
        deptId: sysUser.deptId,
        deptName: sysDept.deptName,
      })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(
        and(
          alive,
          eq(sysUser.status, '0'),
          f.deptId !== undefined ? inDeptSubtree(sysUser.deptId, f.deptId) : undefined,
          f.roleId !== undefined ? holdsRole(f.roleId) : undefined,
          scope,
          contains(sysUser.userName, f.userName),
          contains(sysUser.nickName, f.nickName),
        ),
      )
      .orderBy(asc(sysUser.userId))
      .limit(limit)
      .offset(offset);
  }
}
