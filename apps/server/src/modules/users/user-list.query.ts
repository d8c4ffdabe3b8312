import type { UserQuery } from '@zj/contract';
import { and, asc, eq, gte, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { inDeptSubtree } from '../../core/access/data-scope.ts';
import type { Db } from '../../core/db/client.ts';
import { containsPattern } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { pageOf } from '../../core/db/paging.ts';
import { BoundFilter, PreparedByShape } from '../../core/db/prepared.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';

/** The filters of the user list (times already turned into instants). */
export type UserFilter = Omit<UserQuery, 'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'> & {
  from?: Date;
  to?: Date;
};

/** The user holds the role (the id may be a placeholder). */
export const holdsRole = (roleId: number | Placeholder | SQL): SQL =>
  sql`${sysUser.userId} in (select ${sysUserRole.userId} from ${sysUserRole} where ${sysUserRole.roleId} = ${roleId})`;

/** A user's columns for lists and detail: everything but the password, with the department. */
export const listColumns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  userType: sysUser.userType,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  sex: sysUser.sex,
  avatar: sysUser.avatar,
  status: sysUser.status,
  delFlag: sysUser.delFlag,
  loginIp: sysUser.loginIp,
  loginDate: sysUser.loginDate,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  updateBy: sysUser.updateBy,
  updateTime: sysUser.updateTime,
  remark: sysUser.remark,
  deptName: sysDept.deptName,
  leader: sysDept.leader,
};

/** The columns the user list may be sorted by (`orderByColumn`). */
const sortable = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  phonenumber: sysUser.phonenumber,
  status: sysUser.status,
  loginDate: sysUser.loginDate,
  createTime: sysUser.createTime,
};

/** The filters that are set, bound to placeholders (lists with the same shape share one statement). */
function bindFilter(f: UserFilter): BoundFilter {
  // A literal, not a parameter: the generic plan must match the partial index on live users.
  // Every value opaque (see `opaque`), so that each shape's generic plan is kept whatever the values.
  return new BoundFilter(sql`${sysUser.delFlag} = '0'`)
    .bind('userName', f.userName && containsPattern(f.userName), (p) => sql`${sysUser.userName} ilike ${p}`, 'text')
    .bind('nickName', f.nickName && containsPattern(f.nickName), (p) => sql`${sysUser.nickName} ilike ${p}`, 'text')
    .bind(
      'phone',
      f.phonenumber && containsPattern(f.phonenumber),
      (p) => sql`${sysUser.phonenumber} ilike ${p}`,
      'text',
    )
    .bind('status', f.status, (p) => eq(sysUser.status, p), 'bpchar')
    .bind('deptId', f.deptId, (p) => inDeptSubtree(sysUser.deptId, p), 'bigint')
    .bind('roleId', f.roleId, (p) => holdsRole(p), 'bigint')
    .bind('from', f.from, (p) => gte(sysUser.createTime, p), 'timestamptz')
    .bind('to', f.to, (p) => lt(sysUser.createTime, p), 'timestamptz');
}

/**
 * One page of the user list and the total in one statement (the count is an uncorrelated
 * subquery, evaluated once). Without a data scope (administrators, "all data" roles) the statement
 * of each filter shape is prepared once, by name: neither drizzle nor PostgreSQL builds or plans
 * it again. A scope embeds the caller's departments, so scoped lists build theirs per request.
 */
export class UserListQuery {
  private readonly prepared = new PreparedByShape<ReturnType<ReturnType<UserListQuery['select']>['prepare']>>();

  constructor(private readonly db: Db) {}

  private select(where: SQL, sort: PageSort<UserQuery>) {
    return this.db
      .select({ ...listColumns, total: sql<number>`(select count(*) from ${sysUser} where ${where})`.mapWith(Number) })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(where)
      .orderBy(...orderFrom(sort, sortable, sysUser.userId, [asc(sysUser.userId)]))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }

  async page(f: UserFilter, scope: SQL | undefined, page: PageSort<UserQuery>) {
    const filter = bindFilter(f);
    const { where, values } = filter;
    // The sort column is one of the contract's names, so it may name the prepared statement.
    const descending = page.isAsc === 'desc' || page.isAsc === 'descending';
    const shape = page.orderByColumn
      ? `${filter.shape}_${page.orderByColumn}_${descending ? 'desc' : 'asc'}`
      : filter.shape;
    const params = { ...values, ...pageOf(page) };
    let rows: Awaited<ReturnType<ReturnType<UserListQuery['select']>['execute']>>;
    if (scope) {
      rows = await this.select(and(where, scope) as SQL, page).execute(params);
    } else {
      const statement = this.prepared.get(shape, () => this.select(where, page).prepare(`user_list_${shape}`));
      rows = await statement.execute(params);
    }
    // A page past the end has no row to carry the total.
    const total =
      rows[0]?.total ?? (page.pageNum > 1 ? await this.count(scope ? and(where, scope) : where, params) : 0);
    return { rows, total };
  }

  private async count(where: SQL | undefined, params: Record<string, unknown>): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sysUser)
      .where(where)
      .execute(params);
    return row?.n ?? 0;
  }
}
