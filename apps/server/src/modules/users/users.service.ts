import {
  PERMS,
  SUPER_USER_ID,
  type UserCreate,
  type UserPickQuery,
  type UserQuery,
  type UserUpdate,
  type userFilters,
} from '@zj/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import { roleScopeFilter } from '../../core/access/role-scope.ts';
import { hashPassword } from '../../core/auth/password.ts';
import type { SessionService } from '../../core/auth/session.service.ts';
import { badRequest, notFound } from '../../core/http/app-error.ts';
import { timeRangeOf } from '../../core/http/time.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import { roleView, SUPER_ROLE_ID } from '../../core/identity/role-view.ts';
import { type ProjectAccess, projectsSeenBy } from '../../core/project/project-access.ts';
import { bizProjectUser } from '../../core/project/projects.tables.ts';
import { type UserChecks, type UserView, userRowOf, userScopeOf } from './user-checks.ts';
import type { UserFilter } from './user-list.query.ts';
import { memberOfProjects, notMemberOf, type UserListRecord, type UsersRepository } from './users.repository.ts';

export type UserFilters = z.infer<typeof userFilters>;

/** 用户管理: the user list, pickers, and creating, changing and deleting users. */
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly checks: UserChecks,
    /** Ends a user's sessions on every replica (password reset, disabled, deleted). */
    private readonly sessions: Pick<SessionService, 'endAllOf'>,
    /** Membership of projects (the project picker). */
    private readonly projects: Pick<ProjectAccess, 'requireProjectAccess'>,
  ) {}

  view = (u: UserListRecord): UserView => userRowOf(u);

  private filterOf(q: UserFilters): UserFilter {
    return { ...q, ...timeRangeOf(q) };
  }

  async list(p: Principal, query: UserQuery) {
    const { rows, total } = await this.users.page(this.filterOf(query), userScopeOf(p), query);
    return { rows: rows.map(this.view), total };
  }

  /** The filtered users within the caller's data scope, for the export. */
  async exportRows(p: Principal, filter: UserFilters): Promise<UserView[]> {
    return (await this.users.all(this.filterOf(filter), userScopeOf(p), EXPORT_MAX_ROWS)).map(this.view);
  }

  /** RuoYi's checkUserDataScope: the caller must see the user under their data scope. */
  assertVisible(p: Principal, ids: number[]): Promise<void> {
    return this.checks.visible(p, ids);
  }

  /** The roles the caller may hand out (the administrator role only for administrators). */
  private async grantableRoles(p: Principal) {
    return (await this.users.roles(roleScopeFilter(p))).filter((r) => isAdmin(p) || r.roleId !== SUPER_ROLE_ID);
  }

  /** GET /system/user/ and /{userId}: the user with all roles and posts to choose from. */
  async detail(p: Principal, userId?: number) {
    const roles = await this.grantableRoles(p);
    const posts = await this.users.posts();
    const base = {
      roles: roles.map((r) => ({ ...r, admin: r.roleId === SUPER_ROLE_ID })),
      posts,
    };
    if (userId === undefined) return base;
    await this.checks.visible(p, [userId]);
    const user = await this.users.detail(userId);
    if (!user) throw notFound();
    const [roleIds, postIds] = await Promise.all([this.users.roleIdsOf(userId), this.users.postIdsOf(userId)]);
    return { ...base, data: { ...this.view(user), roleIds, postIds }, roleIds, postIds };
  }

  async create(p: Principal, body: UserCreate): Promise<number> {
    await this.checks.unique(body, body.userName);
    const { roleIds, postIds } = await this.checks.refs(p, body);
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
        // Set by an administrator: to be changed at first login (RuoYi's isDefaultModifyPwd).
        pwdChangeRequired: '1',
        createBy: p.userName,
      });
      await this.users.setRoles(tx, userId, roleIds);
      await this.users.setPosts(tx, userId, postIds);
      return userId;
    });
  }

  async update(p: Principal, body: UserUpdate): Promise<void> {
    this.checks.allowed(p, body.userId);
    await this.checks.visible(p, [body.userId]);
    const current = await this.users.detail(body.userId);
    if (!current) throw notFound();
    await this.checks.unique(body, current.userName, body.userId);
    const held = body.roleIds !== undefined ? await this.users.roleIdsOf(body.userId) : [];
    const { roleIds, postIds } = await this.checks.refs(p, body, held);
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
    await this.checks.visible(p, ids);
    await this.users.database.transaction((tx) => this.users.softDelete(tx, ids, p.userName));
    for (const userId of ids) await this.sessions.endAllOf(userId);
  }

  async resetPwd(p: Principal, userId: number, password: string): Promise<void> {
    this.checks.allowed(p, userId);
    await this.checks.visible(p, [userId]);
    const hash = await hashPassword(password);
    await this.users.update(this.users.database, userId, {
      password: hash,
      // As RuoYi (pwd_update_date set): a reset password is not an initial one.
      pwdUpdateDate: new Date(),
      pwdChangeRequired: '0',
      updateBy: p.userName,
      updateTime: new Date(),
    });
    await this.sessions.endAllOf(userId);
  }

  async changeStatus(p: Principal, userId: number, status: '0' | '1'): Promise<void> {
    if (userId === SUPER_USER_ID) throw badRequest('user.super');
    await this.checks.visible(p, [userId]);
    await this.users.update(this.users.database, userId, { status, updateBy: p.userName, updateTime: new Date() });
    if (status === '1') await this.sessions.endAllOf(userId);
  }

  /** GET /system/user/authRole/{userId}: the user and the roles to hand out, the held ones flagged. */
  async authRole(p: Principal, userId: number) {
    await this.checks.visible(p, [userId]);
    const user = await this.users.detail(userId);
    if (!user) throw notFound();
    const held = new Set(await this.users.roleIdsOf(userId));
    const roles = await this.grantableRoles(p);
    return {
      user: this.view(user),
      roles: roles.map((r) => ({ ...roleView(r), flag: held.has(r.roleId) })),
    };
  }

  async setAuthRole(p: Principal, userId: number, roleIds: number[]): Promise<void> {
    this.checks.allowed(p, userId);
    await this.checks.visible(p, [userId]);
    const checked = await this.checks.refs(p, { roleIds }, await this.users.roleIdsOf(userId));
    await this.users.database.transaction(async (tx) => {
      await this.users.setRoles(tx, userId, checked.roleIds);
      await this.users.update(tx, userId, { updateBy: p.userName, updateTime: new Date() });
    });
  }

  /**
   * Enabled users for pickers (of a department subtree or a role), at most `cap` a call, among
   * those the caller may see: members of `projectId` (a project the caller belongs to); else, for
   * the directory pickers, the caller's data scope, and for the project picker, the members of the
   * projects the caller belongs to (administrators: everyone). With `inviteTo` (a project whose
   * members the caller may add): users of the whole directory not yet its members (within
   * `projectId`'s members when both are named).
   */
  async picks(p: Principal, kind: 'directory' | 'project', f: UserPickQuery, cap: number) {
    let scope: SQL | undefined;
    if (f.inviteTo !== undefined) {
      // Inviting reaches past the caller's data scope, so it needs the right to add the members.
      await this.projects.requireProjectAccess(p, f.inviteTo, PERMS.business.projectUser.add);
      scope = notMemberOf(f.inviteTo);
    }
    if (f.projectId !== undefined) {
      await this.projects.requireProjectAccess(p, f.projectId);
      scope = and(scope, memberOfProjects(eq(bizProjectUser.projectId, f.projectId)));
    } else if (f.inviteTo === undefined) {
      // Without inviteTo (which reaches the whole directory): whom the caller may see.
      if (kind === 'directory') scope = userScopeOf(p);
      else if (!isAdmin(p)) scope = memberOfProjects(projectsSeenBy(p, bizProjectUser.projectId));
    }
    const size = Math.min(f.pageSize ?? cap, cap);
    return this.users.picks(f, scope, size, ((f.pageNum ?? 1) - 1) * size);
  }
}
