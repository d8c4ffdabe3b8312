import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowModule } from './index.ts';
import { actorOf, replicaWorld } from './replica-kit.ts';
import { wfInstance, wfTask } from './workflow.tables.ts';

/**
 * The live engines a replica keeps between steps (RuntimeService): a step uses one only while the
 * locked row has the version it was kept at; anything else — another replica's step, a failed
 * step, a rolled-back transaction — leaves the step recovering from the row. Two replicas on one
 * database, each with its own engines (on PostgreSQL the second has its own pool).
 */
const { ctx, db, second, starter, handler, manager, openTasks } = await replicaWorld('live', ['review.bpmn20.xml']);
const asStarter = actorOf(starter, 'live_starter');
const asHandler = actorOf(handler, 'live_handler');
const asManager = actorOf(manager, 'live_manager');

const first = ctx.app.kernel.use(workflowModule).runtime;
const other = () => second.app.kernel.use(workflowModule).runtime;
const row = async (instanceId: number) =>
  (await db.select().from(wfInstance).where(eq(wfInstance.instanceId, instanceId)))[0];
const startReview = (bizId: string, bizTable = 'live_test') =>
  first.start(asStarter, {
    definitionKey: 'review_flow',
    bizTable,
    bizId,
    variables: { reviewers: String(handler.userId), manager: manager.userId, fastTrack: false },
  });

describe('live engines between steps', () => {
  it('keeps the engine of each committed step at its row version, and none once the instance ends', async () => {
    const { instance, tasks } = await startReview('l-1');
    expect(first.liveVersionOf(instance.instanceId)).toBe((await row(instance.instanceId))?.version);
    const afterSubmit = await first.complete(asStarter, tasks[0]?.taskId ?? 0);
    expect(afterSubmit.instance.version).toBe(instance.version + 1);
    expect(first.liveVersionOf(instance.instanceId)).toBe(afterSubmit.instance.version);
    const afterReview = await first.complete(asHandler, afterSubmit.tasks[0]?.taskId ?? 0);
    expect(afterReview.tasks.map((t) => t.elementId)).toEqual(['final']);
    expect(first.liveVersionOf(instance.instanceId)).toBe(afterReview.instance.version);
    const done = await first.complete(asManager, afterReview.tasks[0]?.taskId ?? 0);
    expect(done.instance.status).toBe('completed');
    expect(first.liveVersionOf(instance.instanceId)).toBeUndefined();
  });

  it('recovers from the row when another replica stepped since (a stale version), on both replicas', async () => {
    const { instance, tasks } = await startReview('l-2');
    const started = first.liveVersionOf(instance.instanceId);
    expect(started).toBeDefined();
    // The other replica moves the instance on: the first one's engine still waits at `submit`.
    const review = await other().complete(asStarter, tasks[0]?.taskId ?? 0);
    expect((await row(instance.instanceId))?.version).toBe((started ?? 0) + 1);
    expect(first.liveVersionOf(instance.instanceId)).toBe(started);
    // The first replica's next step finds a newer row: it recovers from it and moves on correctly.
    const final = await first.complete(asHandler, review.tasks[0]?.taskId ?? 0);
    expect(final.tasks.map((t) => t.elementId)).toEqual(['final']);
    expect(first.liveVersionOf(instance.instanceId)).toBe(final.instance.version);
    // And back on the other replica, whose engine is now the stale one.
    expect(other().liveVersionOf(instance.instanceId)).toBe(review.instance.version);
    const done = await other().complete(asManager, final.tasks[0]?.taskId ?? 0);
    expect(done.instance.status).toBe('completed');
    expect(await openTasks(instance.instanceId)).toEqual([]);
    const history = await db.select().from(wfTask).where(eq(wfTask.instanceId, instance.instanceId));
    expect(history.map((t) => [t.elementId, t.status]).sort()).toEqual([
      ['final', 'done'],
      ['review', 'done'],
      ['submit', 'done'],
    ]);
  });

  it('drops the engine when a step fails on it; the next step recovers from the row', async () => {
    const { instance, tasks } = await startReview('l-3');
    const task = tasks[0];
    expect(first.liveVersionOf(instance.instanceId)).toBeDefined();
    // The task row names an execution the engine does not wait for: the engine refuses the step.
    await db
      .update(wfTask)
      .set({ executionId: 'nowhere' })
      .where(eq(wfTask.taskId, task?.taskId ?? 0));
    await expect(first.complete(asStarter, task?.taskId ?? 0)).rejects.toMatchObject({
      key: 'workflow.engine.failed',
    });
    expect(first.liveVersionOf(instance.instanceId)).toBeUndefined();
    expect((await row(instance.instanceId))?.version).toBe(instance.version);
    await db
      .update(wfTask)
      .set({ executionId: task?.executionId ?? '' })
      .where(eq(wfTask.taskId, task?.taskId ?? 0));
    const next = await first.complete(asStarter, task?.taskId ?? 0);
    expect(next.tasks.map((t) => t.elementId)).toEqual(['review']);
    expect(first.liveVersionOf(instance.instanceId)).toBe(next.instance.version);
  });

  it('keeps nothing of a rolled-back step, even when another replica then commits that version', async () => {
    let failing = false;
    first.onStatusChange('live_rollback', async () => {
      if (failing) throw new Error('the business change failed');
    });
    const { instance, tasks } = await startReview('l-4', 'live_rollback');
    const review = await first.complete(asStarter, tasks[0]?.taskId ?? 0);
    const version = review.instance.version;
    // Rejected back to `submit` on the first replica, and rolled back by the failing status hook.
    failing = true;
    await expect(first.reject(asHandler, review.tasks[0]?.taskId ?? 0, 'previous', '退回')).rejects.toThrow();
    failing = false;
    expect((await row(instance.instanceId))?.version).toBe(version);
    expect(first.liveVersionOf(instance.instanceId)).toBeUndefined();
    // The other replica approves instead: the row's next version waits at `final`.
    const final = await other().complete(asHandler, review.tasks[0]?.taskId ?? 0);
    expect(final.instance.version).toBe(version + 1);
    expect(final.tasks.map((t) => t.elementId)).toEqual(['final']);
    // The first replica's step runs on that row, not on the engine of its rolled-back rejection.
    const done = await first.complete(asManager, final.tasks[0]?.taskId ?? 0);
    expect(done.instance.status).toBe('completed');
  });

  it('keeps nothing of a step in a caller transaction (it cannot know whether that commits)', async () => {
    const { instance, tasks } = await startReview('l-5');
    await expect(
      db.transaction(async (tx) => {
        await first.complete(asStarter, tasks[0]?.taskId ?? 0, {}, tx);
        throw new Error('the caller rolls back');
      }),
    ).rejects.toThrow('the caller rolls back');
    expect(first.liveVersionOf(instance.instanceId)).toBeUndefined();
    expect((await openTasks(instance.instanceId)).map((t) => t.elementId)).toEqual(['submit']);
    const next = await first.complete(asStarter, tasks[0]?.taskId ?? 0);
    expect(next.tasks.map((t) => t.elementId)).toEqual(['review']);
  });
});
