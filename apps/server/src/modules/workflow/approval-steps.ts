import { inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import type { RuntimeService } from './runtime.service.ts';

/** '1' approved (or done), '2' rejected or returned, null while open. */
const approveOf = (outcome: string, status: string): string | null => {
  if (status === 'open') return null;
  if (outcome === 'reject' || outcome === 'return') return '2';
  return '1';
};

/**
 * The steps of a business record's current or last approval (`orderId`, none when null) as its
 * screens show them (showPlanSwo, a measure's approval): each task with who holds or handled it,
 * its outcome, comment and times.
 */
export async function approvalSteps(runtime: RuntimeService, db: Db, orderId: number | null) {
  const history = orderId === null ? [] : await runtime.tasksOf(orderId);
  const userIds = [
    ...new Set(history.flatMap((t) => [t.handledBy ?? t.assigneeId].filter((x): x is number => x !== null))),
  ];
  const names = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ id: sysUser.userId, name: sysUser.nickName })
            .from(sysUser)
            .where(inArray(sysUser.userId, userIds))
        ).map((r) => [r.id, r.name]),
  );
  return history.map((t) => {
    const who = t.handledBy ?? t.assigneeId;
    return {
      taskName: t.name,
      assignee: who === null ? null : (names.get(who) ?? null),
      approve: approveOf(t.outcome, t.status),
      comment: t.comment || null,
      startTime: t.createTime,
      endTime: t.endTime,
    };
  });
}
