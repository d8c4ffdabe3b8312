import { type ApiOut, SUPER_USER_ID, type userRow } from '@zj/contract';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import { dataScopeFilter } from '../../core/access/data-scope.ts';
import type { RoleGrantRule } from '../../core/access/role-grant.ts';
import { roleScopeFilter } from '../../core/access/role-scope.ts';
import { AppError, badRequest, notFound } from '../../core/http/app-error.ts';
/** The administrator role, which only administrators hand out or see. */
import { SUPER_ROLE_ID } from '../../core/identity/role-view.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import type { UserListRecord, UsersRepository } from './users.repository.ts';

/** The users a caller sees under their data scope (undefined: all). */
export const userScopeOf = (p: Principal) => dataScopeFilter(p, { dept: sysUser.deptId, user: sysUser.userId });

/** A user as the API answers it (the response schema formats the times). */
export type UserView = ApiOut<typeof userRow>;

/** A user as lists and forms show it: no password, the department attached. */
export const userRowOf = (u: UserListRecord): UserView => ({
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
  loginDate: u.loginDate,
  createBy: u.createBy,
  createTime: u.createTime,
  updateBy: u.updateBy,
  updateTime: u.updateTime,
  remark: u.remark,
  admin: u.userId === SUPER_USER_ID,
  dept: u.deptId !== null && u.deptName !== null ? { deptId: u.deptId, deptName: u.deptName, leader: u.leader } : null,
});

/** The rules every change of a user checks (RuoYi's checkUser* of SysUserServiceImpl). */
export class UserChecks {
  constructor(
    private readonly users: UsersRepository,
    /** What a caller who is not the super administrator may hand out (core/access/role-grant.ts). */
    private readonly grants: RoleGrantRule,
  ) {}

  /** RuoYi's checkUserDataScope: the caller must see the users under their data scope. */
  async visible(p: Principal, ids: number[]): Promise<void> {
    const scope = userScopeOf(p);
    const visible = new Set(await this.users.visibleIds(ids, scope));
    if (ids.some((id) => !visible.has(id))) throw scope ? new AppError(403, 'user.noAccess') : notFound();
  }

  /** Nobody but the super user changes the super user (RuoYi's checkUserAllowed). */
  allowed(p: Principal, userId: number): void {
    if (userId === SUPER_USER_ID && p.userId !== SUPER_USER_ID) throw badRequest('user.super');
  }

  /** Account name, phone number and e-mail are each held by one user only. */
  async unique(
    body: { userName?: string; phonenumber?: string | undefined; email?: string | undefined },
    name: string,
    exceptId?: number,
  ): Promise<void> {
    if (body.userName && (await this.users.taken('userName', body.userName, exceptId)))
      throw badRequest('user.nameExists', { name });
    if (body.phonenumber && (await this.users.taken('phonenumber', body.phonenumber, exceptId)))
      throw badRequest('user.phoneExists', { name });
    if (body.email && (await this.users.taken('email', body.email, exceptId)))
      throw badRequest('user.emailExists', { name });
  }

  /**
   * Roles and posts must exist; only admins hand out the admin role; roles must be in data scope,
   * and a role not `held` by the user yet may grant no menu or data scope the caller lacks.
   */
  async refs(
    p: Principal,
    body: { deptId?: number | null | undefined; roleIds?: number[] | undefined; postIds?: number[] | undefined },
    held: readonly number[] = [],
  ): Promise<{ roleIds: number[]; postIds: number[] }> {
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
    await this.grants.rolesGrantable(p, roleIds, held);
    const postIds = [...new Set(body.postIds ?? [])];
    if ((await this.users.existingPostIds(postIds)).length !== postIds.length)
      throw badRequest('validation.invalid', { field: 'postIds' });
    return { roleIds, postIds };
  }
}
