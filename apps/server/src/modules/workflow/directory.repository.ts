import { PERMS, SUPER_ROLE } from '@zj/contract';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysRole, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import type { Candidate, CandidateKind } from './runtime-rows.ts';
import { wfTask, wfTaskCandidate } from './workflow.tables.ts';

/** What names in a model resolve to: user names to user ids, group names to candidates (absent: unresolved). */
export interface ResolvedNames {
  users: Map<string, number>;
  groups: Map<string, Candidate>;
}

/** The permission that makes its holders process administrators (with the admins). */
export const WORKFLOW_ADMIN_PERMISSION = PERMS.flowable.definition.edit;

/** The directory as the runtime sees it: enabled users, who is behind candidates, and keeping tasks in line with it. */
export class DirectoryRepository {
  constructor(readonly db: Db) {}

  /** Users who exist, are enabled and not deleted, among the ids given. */
  async enabledUsers(ids: number[], tx: Tx = this.db): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(inArray(sysUser.userId, ids), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')));
    return new Set(rows.map((r) => r.userId));
  }

  /** The enabled users behind candidates (users, members of departments, holders of roles), at most `limit`. */
  async usersOf(candidates: Candidate[], limit: number, tx: Tx = this.db): Promise<number[]> {
    const users = candidates.filter((c) => c.kind === 'u').map((c) => c.refId);
    const depts = candidates.filter((c) => c.kind === 'd').map((c) => c.refId);
    const roles = candidates.filter((c) => c.kind === 'r').map((c) => c.refId);
    const who: SQL[] = [];
    if (users.length) who.push(inArray(sysUser.userId, users));
    if (depts.length) who.push(inArray(sysUser.deptId, depts));
    if (roles.length) {
      who.push(
        inArray(
          sysUser.userId,
          tx.select({ userId: sysUserRole.userId }).from(sysUserRole).where(inArray(sysUserRole.roleId, roles)),
        ),
      );
    }
    if (who.length === 0) return [];
    const rows = await tx
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(or(...who), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')))
      .orderBy(asc(sysUser.userId))
      .limit(limit);
    return rows.map((r) => r.userId);
  }

  /**
   * Names as Flowable models write them: users by id or user name (`kermit`); groups as
   * `d<id>`/`r<id>`, a plain number (a role's id, else a department's), a role key, a role name or
   * a department name. Names that match nothing are absent from the answer.
   */
  async resolveNames(users: string[], groups: string[], tx: Tx = this.db): Promise<ResolvedNames> {
    const resolved: ResolvedNames = { users: new Map(), groups: new Map() };
    const userNames = [...new Set(users)].filter((u) => !/^\d{1,15}$/.test(u));
    for (const u of users) if (/^\d{1,15}$/.test(u)) resolved.users.set(u, Number(u));
    if (userNames.length > 0) {
      const rows = await tx
        .select({ userId: sysUser.userId, userName: sysUser.userName })
        .from(sysUser)
        .where(and(inArray(sysUser.userName, userNames), eq(sysUser.delFlag, '0')));
      for (const row of rows) resolved.users.set(row.userName, row.userId);
    }
    const rest: string[] = [];
    for (const g of new Set(groups)) {
      const own = /^([dr])(\d{1,15})$/.exec(g);
      if (own) resolved.groups.set(g, { kind: own[1] as 'd' | 'r', refId: Number(own[2]) });
      else rest.push(g);
    }
    if (rest.length === 0) return resolved;
    const numbers = rest.filter((g) => /^\d{1,15}$/.test(g)).map(Number);
    const roles = await tx
      .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey, roleName: sysRole.roleName })
      .from(sysRole)
      .where(
        and(
          eq(sysRole.delFlag, '0'),
          or(
            inArray(sysRole.roleKey, rest),
            inArray(sysRole.roleName, rest),
            ...(numbers.length ? [inArray(sysRole.roleId, numbers)] : []),
          ),
        ),
      );
    const depts = await tx
      .select({ deptId: sysDept.deptId, deptName: sysDept.deptName })
      .from(sysDept)
      .where(
        and(
          eq(sysDept.delFlag, '0'),
          or(inArray(sysDept.deptName, rest), ...(numbers.length ? [inArray(sysDept.deptId, numbers)] : [])),
        ),
      );
    for (const g of rest) {
      const role =
        roles.find((r) => String(r.roleId) === g) ??
        roles.find((r) => r.roleKey === g) ??
        roles.find((r) => r.roleName === g);
      const dept = depts.find((d) => String(d.deptId) === g) ?? depts.find((d) => d.deptName === g);
      if (role) resolved.groups.set(g, { kind: 'r', refId: role.roleId });
      else if (dept) resolved.groups.set(g, { kind: 'd', refId: dept.deptId });
    }
    return resolved;
  }

  /**
   * The process administrators, as candidates of a task the model assigns to nobody: the
   * administrators' role and the roles holding the workflow management permission.
   */
  async processAdministrators(tx: Tx = this.db): Promise<Candidate[]> {
    const rows = await tx
      .selectDistinct({ roleId: sysRole.roleId })
      .from(sysRole)
      .leftJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
      .leftJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
      .where(
        and(
          eq(sysRole.delFlag, '0'),
          eq(sysRole.status, '0'),
          or(eq(sysRole.roleKey, SUPER_ROLE), eq(sysMenu.perms, WORKFLOW_ADMIN_PERMISSION)),
        ),
      )
      .orderBy(asc(sysRole.roleId));
    return rows.map((r) => ({ kind: 'r' as const, refId: r.roleId }));
  }

  /**
   * Brings open tasks in line with the directory (identity/init): candidate rows of users,
   * departments and roles that are gone or disabled are removed, and tasks assigned to a disabled
   * or deleted user are unassigned (their candidates, if any, may take them). Idempotent.
   */
  async syncIdentity(tx: Tx) {
    const enabledUsers = tx
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(and(eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')));
    const enabledDepts = tx
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(and(eq(sysDept.status, '0'), eq(sysDept.delFlag, '0')));
    const enabledRoles = tx
      .select({ id: sysRole.roleId })
      .from(sysRole)
      .where(and(eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
    const stale = (
      kind: CandidateKind,
      enabled: SQL | typeof enabledUsers | typeof enabledDepts | typeof enabledRoles,
    ) =>
      tx
        .delete(wfTaskCandidate)
        .where(and(eq(wfTaskCandidate.kind, kind), sql`${wfTaskCandidate.refId} not in ${enabled}`))
        .returning({ taskId: wfTaskCandidate.taskId });
    const removed =
      (await stale('u', enabledUsers)).length +
      (await stale('d', enabledDepts)).length +
      (await stale('r', enabledRoles)).length;
    const unassigned = await tx
      .update(wfTask)
      .set({ assigneeId: null })
      .where(
        and(
          eq(wfTask.status, 'open'),
          sql`${wfTask.assigneeId} is not null`,
          sql`${wfTask.assigneeId} not in ${enabledUsers}`,
        ),
      )
      .returning({ taskId: wfTask.taskId });
    return { candidatesRemoved: removed, tasksUnassigned: unassigned.length };
  }
}
