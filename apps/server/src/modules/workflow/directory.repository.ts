import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysRole } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import type { Candidate, CandidateKind } from './runtime-rows.ts';
import { wfTask, wfTaskCandidate } from './workflow.tables.ts';

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
