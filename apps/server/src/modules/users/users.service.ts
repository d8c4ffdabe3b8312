import {
  DEFAULT_ROLE,
  type ProfileUpdate,
  type SessionUser,
  SUPER_USER_ID,
  type UserCreate,
  type UserRow,
  type UserUpdate,
  userCreate,
} from '@zj/contract';
import type { z } from 'zod';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import { dataScopeFilter } from '../../core/access/data-scope.ts';
import { roleScopeFilter } from '../../core/access/role-scope.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import { AppError, badRequest, notFound } from '../../core/http/app-error.ts';
import { formatTime } from '../../core/http/time.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import type { UserFilter } from './user-list.query.ts';
import type { UserListRecord, UsersRepository } from './users.repository.ts';

const scopeOf = (p: Principal) => dataScopeFilter(p, { dept: sysUser.deptId, user: sysUser.userId });
const SUPER_ROLE_ID = 1;
const importRow = userCreate.omit({ password: true, roleIds: true, postIds: true });

export class UsersService {
  constructor(
    private readonly zone: string,
    private readonly repo?: UsersRepository,
  ) {}

  private get users(): UsersRepository {
    if (!this.repo) throw new Error('UsersService built without a repository');
    return this.repo;
  }

  /** The user of a session as getInfo shows it: no password, dept and roles attached. */
  sessionUser(principal: Principal): SessionUser {
    const { user, dept } = principal;
    return {
      userId: user.userId,
      deptId: user.deptId,
      userName: user.userName,
      nickName: user.nickName,
      email: user.email,
      phonenumber: user.phonenumber,
      sex: user.sex,
      avatar: user.avatar,
      status: user.status,
      loginIp: user.loginIp,
      loginDate: formatTime(user.loginDate, this.zone),
      createTime: formatTime(user.createTime, this.zone),
      remark: user.remark,
      admin: user.userId === SUPER_USER_ID,
      dept,
      roles: principal.roleList,
    };
  }

  /** getInfo: user, role keys (ROLE_DEFAULT when none) and permission strings — no extra query. */
  info(principal: Principal) {
    const roles = principal.roles.length ? principal.roles : [DEFAULT_ROLE];
    return { user: this.sessionUser(principal), roles, permissions: principal.permissions };
  }

  view = (u: UserListRecord): UserRow => ({
    userId: u.userId,
    deptId: u.deptId,
    userName: u.userName,
    nickName: u.nickName,
    userType: u.userType,
    email: u.email,
    phonenumber: u.phonenumber,
    sex: u.sex,
    avatar: u.avatar,
    status: u.status,
    delFlag: u.delFlag,
    loginIp: u.loginIp,
    loginDate: formatTime(u.loginDate, this.zone),
    createBy: u.createBy,
    createTime: formatTime(u.createTime, this.zone),
    remark: u.remark,
    admin: u.userId === SUPER_USER_ID,
    dept:
      u.deptId !== null && u.deptName !== null ? { deptId: u.deptId, deptName: u.deptName, leader: u.leader } : null,
  });

  async list(p: Principal, f: UserFilter, page: { pageNum: number; pageSize: number }) {
    const { rows, total } = await this.users.page(f, scopeOf(p), page);
    return { rows: rows.map(this.view), total };
  }

  exportRows(p: Principal, f: UserFilter, limit: number) {
    return this.users.all(f, scopeOf(p), limit);
  }

  /** RuoYi's checkUserDataScope: the caller must see the user under their data scope. */
  async assertVisible(p: Principal, ids: number[]): Promise<void> {
    const scope = scopeOf(p);
    const visible = new Set(await this.users.visibleIds(ids, scope));
    if (ids.some((id) => !visible.has(id))) throw scope ? new AppError(403, 'user.noAccess') : notFound();
  }

  /** GET /system/user/ and /{userId}: the user with all roles and posts to choose from. */
  async detail(p: Principal, userId?: number) {
    const roles = (await this.users.roles(roleScopeFilter(p))).filter((r) => isAdmin(p) || r.roleId !== SUPER_ROLE_ID);
    const posts = await this.users.posts();
    const base = {
      roles: roles.map((r) => ({
        ...r,
        createTime: formatTime(r.createTime, this.zone),
        updateTime: formatTime(r.updateTime, this.zone),
        admin: r.roleId === SUPER_ROLE_ID,
      })),
      posts: posts.map((x) => ({
        ...x,
        createTime: formatTime(x.createTime, this.zone),
        updateTime: formatTime(x.updateTime, this.zone),
      })),
    };
    if (userId === undefined) return base;
    await this.assertVisible(p, [userId]);
    const user = await this.users.detail(userId);
    if (!user) throw notFound();
    const [roleIds, postIds] = await Promise.all([this.users.roleIdsOf(userId), this.users.postIdsOf(userId)]);
    return { ...base, data: { ...this.view(user), roleIds, postIds }, roleIds, postIds };
  }

  private async checkUnique(
    body: { userName?: string; phonenumber?: string | undefined; email?: string | undefined },
    name: string,
    exceptId?: number,
  ) {
    if (body.userName && (await this.users.taken('userName', body.userName, exceptId)))
      throw badRequest('user.nameExists', { name });
    if (body.phonenumber && (await this.users.taken('phonenumber', body.phonenumber, exceptId)))
      throw badRequest('user.phoneExists', { name });
    if (body.email && (await this.users.taken('email', body.email, exceptId)))
      throw badRequest('user.emailExists', { name });
  }

  /** Roles and posts must exist; only admins hand out the admin role; roles must be in data scope. */
  private async checkRefs(
    p: Principal,
    body: { deptId?: number | null | undefined; roleIds?: number[] | undefined; postIds?: number[] | undefined },
  ) {
    if (body.deptId && !(await this.users.deptExists(body.deptId)))
      throw badRequest('validation.invalid', { field: 'deptId' });
    const roleIds = [...new Set(body.roleIds ?? [])];
    if (roleIds.includes(SUPER_ROLE_ID) && !isAdmin(p)) throw new AppError(403, 'role.super');
    if ((await this.users.existingRoleIds(roleIds)).length !== roleIds.length)
      throw badRequest('validation.invalid', { field: 'roleIds' });
    // RuoYi's checkRoleDataScope: only roles within the caller's data scope can be handed out.
    const roleScope = roleScopeFilter(p);
    if (roleScope && (await this.users.existingRoleIds(roleIds, roleScope)).length !== roleIds.length)
      throw new AppError(403, 'role.noAccess');
    const postIds = [...new Set(body.postIds ?? [])];
    if ((await this.users.existingPostIds(postIds)).length !== postIds.length)
      throw badRequest('validation.invalid', { field: 'postIds' });
    return { roleIds, postIds };
  }

  async create(p: Principal, body: UserCreate): Promise<number> {
    await this.checkUnique(body, body.userName);
    const { roleIds, postIds } = await this.checkRefs(p, body);
    const password = await hashPassword(body.password);
    return this.users.database.transaction(async (tx) => {
      const userId = await this.users.insert(tx, {
        userName: body.userName,
        nickName: body.nickName,
        deptId: body.deptId ?? null,
        email: body.email ?? '',
        phonenumber: body.phonenumber ?? '',
        sex: body.sex ?? '2',
        status: body.status ?? '0',
        remark: body.remark ?? null,
        password,
        createBy: p.userName,
      });
      await this.users.setRoles(tx, userId, roleIds);
      await this.users.setPosts(tx, userId, postIds);
      return userId;
    });
  }

  /** Nobody but the super user changes the super user (RuoYi's checkUserAllowed). */
  private allowed(p: Principal, userId: number) {
    if (userId === SUPER_USER_ID && p.userId !== SUPER_USER_ID) throw badRequest('user.super');
  }

  async update(p: Principal, body: UserUpdate): Promise<void> {
    this.allowed(p, body.userId);
    await this.assertVisible(p, [body.userId]);
    const current = await this.users.detail(body.userId);
    if (!current) throw notFound();
    await this.checkUnique(body, current.userName, body.userId);
    const { roleIds, postIds } = await this.checkRefs(p, body);
    await this.users.database.transaction(async (tx) => {
      await this.users.update(tx, body.userId, {
        nickName: body.nickName,
        ...(body.deptId !== undefined ? { deptId: body.deptId } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.phonenumber !== undefined ? { phonenumber: body.phonenumber } : {}),
        ...(body.sex !== undefined ? { sex: body.sex } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
        updateBy: p.userName,
        updateTime: new Date(),
      });
      if (body.roleIds !== undefined) await this.users.setRoles(tx, body.userId, roleIds);
      if (body.postIds !== undefined) await this.users.setPosts(tx, body.userId, postIds);
    });
  }

  async remove(p: Principal, ids: number[]): Promise<void> {
    if (ids.includes(p.userId)) throw badRequest('user.deleteSelf');
    if (ids.includes(SUPER_USER_ID)) throw badRequest('user.super');
    await this.assertVisible(p, ids);
    await this.users.database.transaction((tx) => this.users.softDelete(tx, ids, p.userName));
  }

  async resetPwd(p: Principal, userId: number, password: string): Promise<void> {
    this.allowed(p, userId);
    await this.assertVisible(p, [userId]);
    const hash = await hashPassword(password);
    await this.users.update(this.users.database, userId, {
      password: hash,
      pwdUpdateDate: new Date(),
      updateBy: p.userName,
      updateTime: new Date(),
    });
  }

  async changeStatus(p: Principal, userId: number, status: '0' | '1'): Promise<void> {
    if (userId === SUPER_USER_ID) throw badRequest('user.super');
    await this.assertVisible(p, [userId]);
    await this.users.update(this.users.database, userId, { status, updateBy: p.userName, updateTime: new Date() });
  }

  async authRole(p: Principal, userId: number) {
    await this.assertVisible(p, [userId]);
    const user = await this.users.detail(userId);
    if (!user) throw notFound();
    const held = new Set(await this.users.roleIdsOf(userId));
    const roles = (await this.users.roles(roleScopeFilter(p))).filter((r) => isAdmin(p) || r.roleId !== SUPER_ROLE_ID);
    return {
      user: this.view(user),
      roles: roles.map((r) => ({
        roleId: r.roleId,
        roleName: r.roleName,
        roleKey: r.roleKey,
        roleSort: r.roleSort,
        dataScope: r.dataScope,
        menuCheckStrictly: r.menuCheckStrictly,
        deptCheckStrictly: r.deptCheckStrictly,
        status: r.status,
        delFlag: r.delFlag,
        createTime: formatTime(r.createTime, this.zone),
        remark: r.remark,
        admin: r.roleId === SUPER_ROLE_ID,
        flag: held.has(r.roleId),
      })),
    };
  }

  async setAuthRole(p: Principal, userId: number, roleIds: number[]): Promise<void> {
    this.allowed(p, userId);
    await this.assertVisible(p, [userId]);
    const checked = await this.checkRefs(p, { roleIds });
    await this.users.database.transaction((tx) => this.users.setRoles(tx, userId, checked.roleIds));
  }

  async profile(p: Principal) {
    const user = await this.users.detail(p.userId);
    if (!user) throw notFound();
    const roles = p.roleList.map((r) => r.roleName).join(',');
    const postIds = await this.users.postIdsOf(p.userId);
    const posts = (await this.users.posts())
      .filter((x) => postIds.includes(x.postId))
      .map((x) => x.postName)
      .join(',');
    return { data: this.view(user), roleGroup: roles, postGroup: posts };
  }

  async updateProfile(p: Principal, body: ProfileUpdate): Promise<void> {
    await this.checkUnique({ phonenumber: body.phonenumber, email: body.email }, p.userName, p.userId);
    await this.users.update(this.users.database, p.userId, {
      nickName: body.nickName,
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.phonenumber !== undefined ? { phonenumber: body.phonenumber } : {}),
      ...(body.sex !== undefined ? { sex: body.sex } : {}),
      updateBy: p.userName,
      updateTime: new Date(),
    });
  }

  async updatePwd(p: Principal, oldPassword: string, newPassword: string): Promise<void> {
    const stored = await this.users.passwordOf(p.userId);
    if (!stored || !(await verifyPassword(stored, oldPassword))) throw badRequest('user.oldPasswordWrong');
    if (await verifyPassword(stored, newPassword)) throw badRequest('user.samePassword');
    await this.users.update(this.users.database, p.userId, {
      password: await hashPassword(newPassword),
      pwdUpdateDate: new Date(),
    });
  }

  async setAvatar(p: Principal, url: string): Promise<void> {
    await this.users.update(this.users.database, p.userId, { avatar: url });
  }

  picks(
    f: {
      pageNum?: number | undefined;
      pageSize?: number | undefined;
      deptId?: number | undefined;
      roleId?: number | undefined;
      userName?: string | undefined;
      nickName?: string | undefined;
    },
    cap: number,
  ) {
    const size = Math.min(f.pageSize ?? cap, cap);
    return this.users.picks(f, size, ((f.pageNum ?? 1) - 1) * size);
  }

  /**
   * Imports rows of the user sheet: all rows are checked first and nothing is written unless every
   * row is valid; existing accounts are updated only with `updateSupport`.
   */
  async importUsers(p: Principal, rows: ImportRow[], updateSupport: boolean, initPassword: string) {
    if (!rows.length) throw badRequest('user.importEmpty');
    const failures: string[] = [];
    const plans: Array<{ kind: 'insert' | 'update'; userId?: number; values: z.infer<typeof importRow> }> = [];
    const seen = new Set<string>();
    for (const [index, raw] of rows.entries()) {
      const line = index + 2;
      const parsed = importRow.safeParse(raw);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'row';
        failures.push(`${failures.length + 1}、第 ${line} 行 ${field} 不正确`);
        continue;
      }
      const v = parsed.data;
      if (seen.has(v.userName)) {
        failures.push(`${failures.length + 1}、账号 ${v.userName} 重复`);
        continue;
      }
      seen.add(v.userName);
      if (v.deptId && !(await this.users.deptExists(v.deptId))) {
        failures.push(`${failures.length + 1}、第 ${line} 行 deptId 不正确`);
        continue;
      }
      const existing = await this.users.findByName(v.userName);
      if (existing && existing.delFlag === '0') {
        if (!updateSupport) {
          failures.push(`${failures.length + 1}、账号 ${v.userName} 已存在`);
          continue;
        }
        if (existing.userId === SUPER_USER_ID && p.userId !== SUPER_USER_ID) {
          failures.push(`${failures.length + 1}、账号 ${v.userName} 不允许修改`);
          continue;
        }
        plans.push({ kind: 'update', userId: existing.userId, values: v });
      } else if (existing) {
        failures.push(`${failures.length + 1}、账号 ${v.userName} 已存在`);
      } else {
        plans.push({ kind: 'insert', values: v });
      }
    }
    const updates = plans.flatMap((x) => (x.userId ? [x.userId] : []));
    if (updates.length) {
      const visible = new Set(scopeOf(p) ? await this.users.visibleIds(updates, scopeOf(p)) : updates);
      for (const plan of plans) {
        if (plan.userId && !visible.has(plan.userId))
          failures.push(`${failures.length + 1}、账号 ${plan.values.userName} 没有权限`);
      }
    }
    if (failures.length) return { ok: false as const, failures };
    const password = await hashPassword(initPassword);
    await this.users.database.transaction(async (tx) => {
      for (const plan of plans) {
        const v = plan.values;
        const fields = {
          nickName: v.nickName,
          deptId: v.deptId ?? null,
          email: v.email ?? '',
          phonenumber: v.phonenumber ?? '',
          sex: v.sex ?? '2',
          status: v.status ?? '0',
        };
        if (plan.kind === 'update' && plan.userId) {
          await this.users.update(tx, plan.userId, { ...fields, updateBy: p.userName, updateTime: new Date() });
        } else {
          await this.users.insert(tx, { ...fields, userName: v.userName, password, createBy: p.userName });
        }
      }
    });
    return {
      ok: true as const,
      lines: plans.map(
        (x, i) => `${i + 1}、账号 ${x.values.userName} ${x.kind === 'update' ? '更新成功' : '导入成功'}`,
      ),
    };
  }
}

export interface ImportRow {
  deptId?: number | null;
  userName?: string;
  nickName?: string;
  email?: string;
  phonenumber?: string;
  sex?: '0' | '1' | '2';
  status?: '0' | '1';
}
