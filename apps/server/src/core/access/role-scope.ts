import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../core/access/access.ts';
import { dataScopeFilter } from '../../core/access/data-scope.ts';
import { sysRole } from '../identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../identity/users.tables.ts';

/**
 * The roles a caller sees under their data scope, as RuoYi's role list does (`@DataScope` over
 * sys_role ⟕ sys_user_role ⟕ sys_user): the roles held by a present user the caller may see. A
 * scoped caller therefore does not see roles nobody in their scope holds. `undefined` means all
 * (administrators and "all data" roles).
 */
export function roleScopeFilter(p: Principal): SQL | undefined {
  const users = dataScopeFilter(p, { dept: sysUser.deptId, user: sysUser.userId });
  if (!users) return undefined;
  const holders = and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0'));
  return sql`${sysRole.roleId} in (select ${sysUserRole.roleId} from ${sysUserRole} inner join ${sysUser} on ${holders} where ${users})`;
}
