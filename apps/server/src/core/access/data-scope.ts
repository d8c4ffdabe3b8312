import { eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sysDept } from '../identity/depts.tables.ts';
import { sysRoleDept } from '../identity/roles.tables.ts';
import { isAdmin, type Principal } from './access.ts';

/**
 * Ids of a department and its present descendants, computed once per query: descendants' ancestors
 * start with the department's own path (`ancestors,deptId`), so a prefix match finds them. Matching
 * `ancestors || ','` against `path,%` covers children (ancestors = path) and deeper descendants with
 * one lookup of the path (ids and commas only: no LIKE wildcard can occur).
 */
function subtreeIds(deptId: number | Placeholder | SQL): SQL {
  const pattern = sql`(select ${sysDept.ancestors} || ',' || ${sysDept.deptId} || ',%' from ${sysDept} where ${sysDept.deptId} = ${deptId})`;
  return sql`array(select ${sysDept.deptId} from ${sysDept} where ${sysDept.delFlag} = '0' and (${sysDept.deptId} = ${deptId} or ${sysDept.ancestors} || ',' like ${pattern}))`;
}

/** `column` is the department or one below it (uses an index on the column); the id may be a placeholder. */
export const inDeptSubtree = (column: AnyPgColumn, deptId: number | Placeholder | SQL): SQL =>
  sql`${column} = any(${subtreeIds(deptId)})`;

/** `column` is neither the department nor one below it. */
export const notInDeptSubtree = (column: AnyPgColumn, deptId: number): SQL =>
  sql`not (${column} = any(${subtreeIds(deptId)}))`;

/**
 * The rows a principal may see under RuoYi's data scopes, as a condition on a department-id
 * column and (optionally) a user-id column; `undefined` means everything. The scopes of all the
 * user's enabled roles are joined with OR: 1 all, 2 custom departments (sys_role_dept), 3 own
 * department, 4 own department and below, 5 only themselves. Admins see everything; a user
 * without roles sees nothing.
 */
export function dataScopeFilter(
  principal: Principal,
  columns: { dept: AnyPgColumn; user?: AnyPgColumn },
): SQL | undefined {
  if (isAdmin(principal)) return undefined;
  const roles = principal.roleList.filter((r) => r.status === '0');
  if (roles.some((r) => r.dataScope === '1')) return undefined;
  const conditions: SQL[] = [];
  const custom = roles.filter((r) => r.dataScope === '2').map((r) => r.roleId);
  if (custom.length) {
    conditions.push(
      sql`${columns.dept} in (select ${sysRoleDept.deptId} from ${sysRoleDept} where ${inArray(sysRoleDept.roleId, custom)})`,
    );
  }
  const deptId = principal.deptId;
  if (deptId !== null) {
    if (roles.some((r) => r.dataScope === '3')) conditions.push(eq(columns.dept, deptId));
    if (roles.some((r) => r.dataScope === '4')) conditions.push(inDeptSubtree(columns.dept, deptId));
  }
  if (roles.some((r) => r.dataScope === '5') && columns.user) conditions.push(eq(columns.user, principal.userId));
  return or(...conditions) ?? sql`false`;
}
