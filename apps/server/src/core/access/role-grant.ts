import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { sysDept } from '../identity/depts.tables.ts';
import { sysRole, sysRoleDept, sysRoleMenu } from '../identity/roles.tables.ts';
import { isAdmin, type Principal } from './access.ts';
import { dataScopeFilter } from './data-scope.ts';

/**
 * Data scopes a role editor's own scope covers (CVE-2024-57438-style escalation: an editor may
 * not hand out more than they hold): all covers every scope, own department and below covers own
 * department, every scope covers only-self. Custom departments are checked department by department.
 */
const COVERS: Record<string, readonly string[]> = { '1': ['1', '3', '4', '5'], '4': ['3', '4', '5'], '3': ['3', '5'] };
const deptScope = (p: Principal) => dataScopeFilter(p, { dept: sysDept.deptId });
const activeRoles = (p: Principal) => p.roleList.filter((r) => r.status === '0');

/**
 * What a caller who is not the super administrator may grant (issue 12): only menus one of their
 * own enabled roles grants and a data scope within their own. The one rule for editing a role
 * (menus, data scope) and for handing a role to users (role editor's authUser, user add/edit,
 * the user's authRole): a role handed out grants its menus and its data scope.
 */
export class RoleGrantRule {
  constructor(private readonly db: Db) {}

  /** A caller may grant only menus one of their own roles grants. */
  async menusHeld(p: Principal, menuIds: number[] | undefined): Promise<void> {
    if (isAdmin(p) || !menuIds?.length) return;
    const held = await this.menuIdsOf(activeRoles(p).map((r) => r.roleId));
    if (menuIds.some((id) => !held.has(id))) throw new AppError(403, 'role.menusNotHeld');
  }

  /**
   * The menus of a role that a caller does not hold: their menu tree does not show them, so an
   * edit of the role's menus keeps them (a role edit changes only what the editor changed).
   */
  async menusUnseen(p: Principal, roleId: number): Promise<number[]> {
    if (isAdmin(p)) return [];
    const held = await this.menuIdsOf(activeRoles(p).map((r) => r.roleId));
    return [...(await this.menuIdsOf([roleId]))].filter((id) => !held.has(id));
  }

  /** A caller may grant a data scope only within their own. */
  async scopeWithin(p: Principal, dataScope: string, deptIds: number[]): Promise<void> {
    if (isAdmin(p)) return;
    const own = activeRoles(p).map((r) => r.dataScope);
    if (own.includes('1')) return;
    if (dataScope === '2') {
      const unique = [...new Set(deptIds)];
      const visible = await this.visibleDeptIds(unique, deptScope(p));
      if (unique.every((id) => visible.has(id))) return;
    } else if (dataScope === '5' || own.some((scope) => COVERS[scope]?.includes(dataScope))) return;
    throw new AppError(403, 'role.scopeTooWide');
  }

  /**
   * Handing users these roles grants their menus and data scopes: each must be within what the
   * caller holds. Roles the user already holds are not checked again (an edit that keeps them
   * hands nothing new out).
   */
  async rolesGrantable(p: Principal, roleIds: number[], alreadyHeld: readonly number[] = []): Promise<void> {
    if (isAdmin(p)) return;
    const handed = roleIds.filter((id) => !alreadyHeld.includes(id));
    if (!handed.length) return;
    const roles = await this.db
      .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
      .from(sysRole)
      .where(inArray(sysRole.roleId, handed));
    for (const role of roles) {
      await this.menusHeld(p, [...(await this.menuIdsOf([role.roleId]))]);
      await this.scopeWithin(p, role.dataScope, role.dataScope === '2' ? await this.deptIdsOf(role.roleId) : []);
    }
  }

  /** Menus granted to any of the roles. */
  async menuIdsOf(roleIds: number[]): Promise<Set<number>> {
    if (!roleIds.length) return new Set();
    const rows = await this.db
      .selectDistinct({ id: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .where(inArray(sysRoleMenu.roleId, roleIds));
    return new Set(rows.map((r) => r.id));
  }

  /** The custom departments of a role (data scope 2). */
  private async deptIdsOf(roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(eq(sysRoleDept.roleId, roleId));
    return rows.map((r) => r.id);
  }

  /** Those of `deptIds` that are present departments within `scope` (a data-scope condition on sys_dept). */
  private async visibleDeptIds(deptIds: number[], scope: SQL | undefined): Promise<Set<number>> {
    if (!deptIds.length) return new Set();
    const rows = await this.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(and(inArray(sysDept.deptId, deptIds), eq(sysDept.delFlag, '0'), scope));
    return new Set(rows.map((r) => r.id));
  }
}
