import type { ApiOut, AuthUserQuery, RoleCreate, RoleQuery, RoleUpdate, roleFilters, roleRow } from '@zj/contract';
import type { z } from 'zod';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import { dataScopeFilter } from '../../core/access/data-scope.ts';
import type { RoleGrantRule } from '../../core/access/role-grant.ts';
import { roleScopeFilter } from '../../core/access/role-scope.ts';
import { AppError, badRequest, notFound } from '../../core/http/app-error.ts';
import { timeRangeOf } from '../../core/http/time.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import { type RoleRecord, roleView, SUPER_ROLE_ID } from '../../core/identity/role-view.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import type { UsersService } from '../users/index.ts';
import type { RoleFilter, RolesRepository } from './roles.repository.ts';

/** The widest scope a role created by an editor without all-data scope gets (instead of the column's 'all'). */
const WIDEST_FIRST = ['1', '4', '3', '5'] as const;
const userScope = (p: Principal) => dataScopeFilter(p, { dept: sysUser.deptId, user: sysUser.userId });

export class RolesService {
  constructor(
    private readonly repo: RolesRepository,
    private readonly users: Pick<UsersService, 'assertVisible'>,
    /** What an editor who is not the super administrator may grant (core/access/role-grant.ts). */
    private readonly grants: RoleGrantRule,
  ) {}

  view = roleView;

  private filterOf(q: z.infer<typeof roleFilters>): RoleFilter {
    return { ...q, ...timeRangeOf(q) };
  }

  /** Roles within the caller's data scope (role-scope.ts), one page. */
  async list(p: Principal, query: RoleQuery) {
    const { rows, total } = await this.repo.page(this.filterOf(query), roleScopeFilter(p), query);
    return { rows: rows.map(this.view), total };
  }

  /** The filtered roles within the caller's data scope, for the export. */
  async exportRows(p: Principal, filter: z.infer<typeof roleFilters>): Promise<ApiOut<typeof roleRow>[]> {
    return (await this.repo.all(this.filterOf(filter), roleScopeFilter(p), EXPORT_MAX_ROWS)).map(this.view);
  }

  async optionselect(p: Principal) {
    const rows = await this.repo.all({ status: '0' }, roleScopeFilter(p), 1000);
    return rows.filter((r) => isAdmin(p) || r.roleId !== SUPER_ROLE_ID).map(this.view);
  }

  /** RuoYi's checkRoleDataScope: every role must be within the caller's data scope. */
  async assertVisible(p: Principal, roleIds: number[]): Promise<void> {
    const scope = roleScopeFilter(p);
    if (!scope || !roleIds.length) return;
    const visible = new Set(await this.repo.visibleIds(roleIds, scope));
    if (roleIds.some((id) => !visible.has(id))) throw new AppError(403, 'role.noAccess');
  }

  async get(roleId: number): Promise<RoleRecord> {
    const row = await this.repo.byId(roleId);
    if (!row) throw notFound();
    return row;
  }

  /** A role the caller may see (404 if absent, 403 if outside their data scope). */
  async getVisible(p: Principal, roleId: number): Promise<RoleRecord> {
    const row = await this.get(roleId);
    await this.assertVisible(p, [roleId]);
    return row;
  }

  /** The super administrator role is never changed (RuoYi's checkRoleAllowed). */
  private allowed(roleId: number) {
    if (roleId === SUPER_ROLE_ID) throw badRequest('role.super');
  }

  private activeRoles(p: Principal) {
    return p.roleList.filter((r) => r.status === '0');
  }

  /** A role editor (not the super administrator) may not edit a role they hold. */
  private notOwn(p: Principal, roleId: number) {
    if (!isAdmin(p) && p.roleList.some((r) => r.roleId === roleId)) throw new AppError(403, 'role.ownRole');
  }

  /** The data scope of a role a caller creates: all for admins, else the widest the caller holds. */
  private createdScope(p: Principal): string {
    if (isAdmin(p)) return '1';
    const own = new Set(this.activeRoles(p).map((r) => r.dataScope));
    return WIDEST_FIRST.find((scope) => own.has(scope)) ?? '5';
  }

  private async checkUnique(body: { roleName: string; roleKey: string }, exceptId?: number) {
    if (await this.repo.taken('roleName', body.roleName, exceptId))
      throw badRequest('role.nameExists', { name: body.roleName });
    if (await this.repo.taken('roleKey', body.roleKey, exceptId))
      throw badRequest('role.keyExists', { name: body.roleName });
  }

  async create(p: Principal, body: RoleCreate): Promise<number> {
    await this.grants.menusHeld(p, body.menuIds);
    await this.checkUnique(body);
    return this.repo.database.transaction(async (tx) => {
      const roleId = await this.repo.insert(tx, {
        roleName: body.roleName,
        roleKey: body.roleKey,
        roleSort: body.roleSort,
        dataScope: this.createdScope(p),
        status: body.status ?? '0',
        menuCheckStrictly: body.menuCheckStrictly ?? true,
        deptCheckStrictly: body.deptCheckStrictly ?? true,
        remark: body.remark ?? null,
        createBy: p.userName,
      });
      await this.repo.setMenus(tx, roleId, [...new Set(body.menuIds ?? [])]);
      return roleId;
    });
  }

  async update(p: Principal, body: RoleUpdate): Promise<void> {
    this.allowed(body.roleId);
    await this.getVisible(p, body.roleId);
    this.notOwn(p, body.roleId);
    await this.grants.menusHeld(p, body.menuIds);
    await this.checkUnique(body, body.roleId);
    const unseen = body.menuIds === undefined ? [] : await this.grants.menusUnseen(p, body.roleId);
    await this.repo.database.transaction(async (tx) => {
      await this.repo.update(tx, body.roleId, {
        roleName: body.roleName,
        roleKey: body.roleKey,
        roleSort: body.roleSort,
        ...(body.status ? { status: body.status } : {}),
        ...(body.menuCheckStrictly !== undefined ? { menuCheckStrictly: body.menuCheckStrictly } : {}),
        ...(body.deptCheckStrictly !== undefined ? { deptCheckStrictly: body.deptCheckStrictly } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
        updateBy: p.userName,
        updateTime: new Date(),
      });
      if (body.menuIds !== undefined)
        await this.repo.setMenus(tx, body.roleId, [...new Set([...body.menuIds, ...unseen])]);
    });
  }

  async dataScope(
    p: Principal,
    body: {
      roleId: number;
      dataScope: string;
      deptCheckStrictly?: boolean | undefined;
      deptIds?: number[] | undefined;
    },
  ) {
    this.allowed(body.roleId);
    await this.getVisible(p, body.roleId);
    this.notOwn(p, body.roleId);
    await this.grants.scopeWithin(p, body.dataScope, body.deptIds ?? []);
    await this.repo.database.transaction(async (tx) => {
      await this.repo.update(tx, body.roleId, {
        dataScope: body.dataScope,
        ...(body.deptCheckStrictly !== undefined ? { deptCheckStrictly: body.deptCheckStrictly } : {}),
        updateBy: p.userName,
        updateTime: new Date(),
      });
      await this.repo.setDepts(tx, body.roleId, body.dataScope === '2' ? [...new Set(body.deptIds ?? [])] : []);
    });
  }

  async changeStatus(p: Principal, roleId: number, status: string) {
    this.allowed(roleId);
    await this.getVisible(p, roleId);
    this.notOwn(p, roleId);
    await this.repo.update(this.repo.database, roleId, { status, updateBy: p.userName, updateTime: new Date() });
  }

  async remove(p: Principal, roleIds: number[]) {
    for (const id of roleIds) this.allowed(id);
    await this.assertVisible(p, roleIds);
    if ((await this.repo.holders(roleIds)) > 0) throw badRequest('role.inUse');
    await this.repo.database.transaction((tx) => this.repo.softDelete(tx, roleIds, p.userName));
  }

  async authUsers(p: Principal, allocated: boolean, q: AuthUserQuery) {
    return this.repo.authUsers(q.roleId, allocated, q, userScope(p), q);
  }

  /** Granting or revoking a role: only admins touch the admin role; users must be in scope. */
  private async checkGrant(p: Principal, roleId: number, userIds: number[]) {
    if (roleId === SUPER_ROLE_ID && !isAdmin(p)) throw new AppError(403, 'role.super');
    await this.getVisible(p, roleId);
    if (userIds.length) await this.users.assertVisible(p, userIds);
  }

  async cancel(p: Principal, roleId: number, userIds: number[]) {
    await this.checkGrant(p, roleId, userIds);
    if (roleId === SUPER_ROLE_ID && userIds.includes(1)) throw badRequest('user.super');
    await this.repo.revoke(roleId, userIds);
  }

  /** Handing users a role grants its menus and data scope: an editor may hand out only what they hold. */
  async selectAll(p: Principal, roleId: number, userIds: number[]) {
    await this.checkGrant(p, roleId, userIds);
    await this.grants.rolesGrantable(p, [roleId]);
    await this.repo.grant(roleId, userIds);
  }
}
