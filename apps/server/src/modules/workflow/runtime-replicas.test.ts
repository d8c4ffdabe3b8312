import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { workflowModule } from './index.ts';
import { actorOf, replicaWorld } from './replica-kit.ts';
import { wfComment, wfInstance, wfTask, wfTimer } from './workflow.tables.ts';

/**
 * Two replicas on one database (on PostgreSQL the second has its own pool, so row locks really
 * compete; PGlite is one connection per process, so both share it). The second replica is also
 * "the server after a restart": it holds nothing of the first's memory, only the database.
 */
const { ctx, db, second, starter, handler, manager, openTasks } = await replicaWorld('rep', [
  'review.bpmn20.xml',
  'escalation.bpmn20.xml',
]);
const runtimeOf = (app: App) => app.kernel.use(workflowModule).runtime;

describe('workflow on two replicas', () => {
  it('resumes on one replica what the other started, and lets one of two concurrent completions win', async () => {
    const { instance, tasks } = await runtimeOf(ctx.app).start(actorOf(starter, 'rep_starter'), {
      definitionKey: 'review_flow',
      bizTable: 'test',
      bizId: 'r-1',
      variables: { reviewers: String(handler.userId), manager: manager.userId, fastTrack: false },
    });
    // The second replica completes the task the first created.
    await runtimeOf(second.app).complete(actorOf(starter, 'rep_starter'), tasks[0]?.taskId ?? 0);
    const [review] = await openTasks(instance.instanceId);
    expect(review?.elementId).toBe('review');

    const attempts = await Promise.allSettled([
      runtimeOf(ctx.app).complete(actorOf(handler, 'rep_handler'), review?.taskId ?? 0),
      runtimeOf(second.app).complete(actorOf(handler, 'rep_handler'), review?.taskId ?? 0),
    ]);
    expect(attempts.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = attempts.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toMatchObject({ key: 'workflow.task.handled' });
    // One step ran: one approval in history, one final task, the version moved once per step.
    const approvals = await db
      .select()
      .from(wfComment)
      .where(and(eq(wfComment.instanceId, instance.instanceId), eq(wfComment.taskId, review?.taskId ?? 0)));
    expect(approvals).toHaveLength(1);
    expect((await openTasks(instance.instanceId)).map((t) => t.elementId)).toEqual(['final']);
    const [row] = await db.select().from(wfInstance).where(eq(wfInstance.instanceId, instance.instanceId));
    expect(row?.version).toBe(3);
  });

  it('fires a due-date escalation after a restart, once across replicas', async () => {
    const { instance } = await runtimeOf(ctx.app).start(actorOf(starter, 'rep_starter'), {
      definitionKey: 'escalation',
      bizTable: 'test',
      bizId: 'r-2',
      variables: { manager: manager.userId, timeout: 'PT1S' },
    });
    const [timer] = await db.select().from(wfTimer).where(eq(wfTimer.instanceId, instance.instanceId));
    expect(timer).toMatchObject({ elementId: 'overdue' });
    // Not due yet: nothing fires.
    expect(await runtimeOf(second.app).fireDueTimers(new Date())).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Both replicas look at once; the timer fires on one of them.
    const fired = await Promise.all([runtimeOf(ctx.app).fireDueTimers(), runtimeOf(second.app).fireDueTimers()]);
    expect(fired[0] + fired[1]).toBe(1);
    const open = await openTasks(instance.instanceId);
    expect(open.map((t) => [t.elementId, t.assigneeId])).toEqual([['escalate', manager.userId]]);
    const cancelled = await db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instance.instanceId), eq(wfTask.status, 'cancelled')));
    expect(cancelled.map((t) => t.elementId)).toEqual(['handle']);
    expect(await db.select().from(wfTimer).where(eq(wfTimer.instanceId, instance.instanceId))).toEqual([]);
    const [row] = await db.select().from(wfInstance).where(eq(wfInstance.instanceId, instance.instanceId));
    expect(row?.taken).toContain('f3');
    // Firing again finds nothing.
    expect(await runtimeOf(ctx.app).fireDueTimers()).toBe(0);
  });

  it('drops the timer when its task is completed in time', async () => {
    const { instance, tasks } = await runtimeOf(ctx.app).start(actorOf(starter, 'rep_starter'), {
      definitionKey: 'escalation',
      bizTable: 'test',
      bizId: 'r-3',
      variables: { manager: manager.userId, timeout: 'PT1H' },
    });
    expect(await db.select().from(wfTimer).where(eq(wfTimer.instanceId, instance.instanceId))).toHaveLength(1);
    await runtimeOf(second.app).complete(actorOf(starter, 'rep_starter'), tasks[0]?.taskId ?? 0);
    expect(await db.select().from(wfTimer).where(eq(wfTimer.instanceId, instance.instanceId))).toEqual([]);
    const [row] = await db.select().from(wfInstance).where(eq(wfInstance.instanceId, instance.instanceId));
    expect(row?.status).toBe('completed');
  });
});
