import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql, type WithSubquery } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import {
  type Candidate,
  type Closing,
  type Instance,
  mineOf,
  type OpenTask,
  type Seeker,
  type Task,
} from './runtime-rows.ts';
import { wfComment, wfDefinition, wfInstance, wfTask, wfTaskCandidate, wfTimer } from './workflow.tables.ts';

export type {
  BizFilter,
  Candidate,
  CandidateKind,
  Closing,
  Comment,
  Instance,
  OpenTask,
  Page,
  Seeker,
  Task,
  TaskWithInstance,
} from './runtime-rows.ts';

/** Instances, tasks, candidates, timers and comments as a step writes them: the SQL of the workflow runtime's steps. */
export class RuntimeRepository {
  constructor(readonly db: Db) {}

  /** The latest version of a key, without its XML (a definition is compiled once: see `definition`). */
  async latestDefinition(key: string, tx: Tx = this.db) {
    const [row] = await tx
      .select({
        definitionId: wfDefinition.definitionId,
        definitionKey: wfDefinition.definitionKey,
        name: wfDefinition.name,
        suspended: wfDefinition.suspended,
      })
      .from(wfDefinition)
      .where(and(eq(wfDefinition.definitionKey, key), eq(wfDefinition.latest, true)))
      .limit(1);
    return row;
  }

  async definition(definitionId: number, tx: Tx = this.db) {
    const [row] = await tx.select().from(wfDefinition).where(eq(wfDefinition.definitionId, definitionId)).limit(1);
    return row;
  }

  /** A new instance row, with the comment of its start (the instance's id filled in) in the same statement. */
  async insertInstance(
    values: typeof wfInstance.$inferInsert,
    comment: Omit<typeof wfComment.$inferInsert, 'instanceId'>,
    tx: Tx,
  ): Promise<Instance> {
    const inserted = tx.$with('instance_new').as(tx.insert(wfInstance).values(values).returning());
    const noted = tx.$with('comment_new', {}).as(
      sql`insert into ${wfComment} (instance_id, task_id, biz_id, element_id, element_name, user_id, user_name, action, message)
        select instance_id, ${comment.taskId ?? null}::bigint, ${comment.bizId ?? ''}, ${comment.elementId ?? ''},
          ${comment.elementName ?? ''}, ${comment.userId}, ${comment.userName}, ${comment.action}, ${comment.message ?? ''}
        from instance_new`,
    );
    const [row] = await tx.with(inserted, noted).select().from(inserted);
    if (!row) throw new Error('wf_instance insert returned nothing');
    return row;
  }

  /** The instance, locked for this transaction's step (`for update`), or without a lock. */
  async instance(instanceId: number, tx: Tx = this.db, lock = false): Promise<Instance | undefined> {
    const query = tx.select().from(wfInstance).where(eq(wfInstance.instanceId, instanceId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async latestInstanceOfBiz(bizId: string, bizTable?: string, tx: Tx = this.db): Promise<Instance | undefined> {
    const [row] = await tx
      .select()
      .from(wfInstance)
      .where(and(eq(wfInstance.bizId, bizId), bizTable ? eq(wfInstance.bizTable, bizTable) : undefined))
      .orderBy(desc(wfInstance.instanceId))
      .limit(1);
    return row;
  }

  /** Instances waiting for a message or signal of that name (or element id), oldest first. */
  async awaiting(kind: 'message' | 'signal', name: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: wfInstance.instanceId })
      .from(wfInstance)
      .where(
        or(
          sql`${wfInstance.awaiting} @> ${JSON.stringify([{ kind, name }])}::jsonb`,
          sql`${wfInstance.awaiting} @> ${JSON.stringify([{ kind, ref: name }])}::jsonb`,
        ),
      )
      .orderBy(asc(wfInstance.instanceId))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Whether a call activity's execution already has its called instance. */
  async hasChild(instanceId: number, executionId: string, tx: Tx): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(wfInstance)
      .where(and(eq(wfInstance.parentInstanceId, instanceId), eq(wfInstance.parentExecutionId, executionId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Writes a step (or a status change): the row's version rises by one; answers the row as written
   * and the instance's open tasks. With `timers`, the instance's timers are replaced by those; with
   * `closing`, a task is closed (its candidate rows go) and the comment of the action written —
   * all in the same statement (whose look-ups see the rows as they were before it: the closed task
   * is left out of the open ones by id).
   */
  async updateInstance(
    instanceId: number,
    values: Partial<typeof wfInstance.$inferInsert>,
    tx: Tx,
    timers?: { elementId: string; dueAt: Date }[],
    closing?: Closing,
  ): Promise<{ row: Instance; open: OpenTask[] } | undefined> {
    const ctes = timers ? this.timerCtes(instanceId, timers, tx) : [];
    if (closing) ctes.push(...this.closingCtes(closing, tx));
    const closed = closing?.taskId ?? 0;
    const open = sql<
      OpenTask[] | null
    >`(select json_agg(json_build_object('taskId', t.task_id, 'executionId', t.execution_id) order by t.task_id)
      from ${wfTask} t where t.instance_id = ${instanceId} and t.status = 'open' and t.task_id <> ${closed})`;
    const [row] = await tx
      .with(...ctes)
      .update(wfInstance)
      .set({ ...values, version: sql`${wfInstance.version} + 1` })
      .where(eq(wfInstance.instanceId, instanceId))
      .returning({ ...getTableColumns(wfInstance), open });
    if (!row) return undefined;
    const { open: tasks, ...instance } = row;
    return {
      row: instance,
      open: (tasks ?? []).map((t) => ({ taskId: Number(t.taskId), executionId: t.executionId })),
    };
  }

  /** Closing a task (its candidate rows go) and writing its comment, as CTEs of another statement. */
  private closingCtes(closing: Closing, tx: Tx, withComment = true): WithSubquery[] {
    return [
      tx.$with('task_closed').as(tx.update(wfTask).set(closing.values).where(eq(wfTask.taskId, closing.taskId))),
      tx.$with('candidates_gone').as(tx.delete(wfTaskCandidate).where(eq(wfTaskCandidate.taskId, closing.taskId))),
      ...(withComment ? [tx.$with('comment_new').as(tx.insert(wfComment).values(closing.comment))] : []),
    ];
  }

  /** The statements replacing an instance's timers, as CTEs of another statement. */
  private timerCtes(instanceId: number, timers: { elementId: string; dueAt: Date }[], tx: Tx) {
    const ctes: WithSubquery[] = [
      tx.$with('timers_gone').as(tx.delete(wfTimer).where(eq(wfTimer.instanceId, instanceId))),
    ];
    if (timers.length > 0) {
      const rows = timers.map((t) => ({ instanceId, elementId: t.elementId.slice(0, 100), dueTime: t.dueAt }));
      ctes.push(tx.$with('timers_new').as(tx.insert(wfTimer).values(rows)));
    }
    return ctes;
  }

  /** The instance locked for a step, or undefined when another transaction holds it (skip locked). */
  async instanceIfFree(instanceId: number, tx: Tx): Promise<Instance | undefined> {
    const [row] = await tx
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, instanceId))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }

  /** The timers an instance waits for now replace those it waited for before this step. */
  async replaceTimers(instanceId: number, timers: { elementId: string; dueAt: Date }[], tx: Tx) {
    await tx.delete(wfTimer).where(eq(wfTimer.instanceId, instanceId));
    if (timers.length === 0) return;
    await tx
      .insert(wfTimer)
      .values(timers.map((t) => ({ instanceId, elementId: t.elementId.slice(0, 100), dueTime: t.dueAt })));
  }

  async dueTimers(now: Date, limit: number) {
    return this.db
      .select()
      .from(wfTimer)
      .where(sql`${wfTimer.dueTime} <= ${now}`)
      .orderBy(asc(wfTimer.dueTime))
      .limit(limit);
  }

  /** Whether the timer is still there and due (checked under its instance's lock). */
  async timerDue(timerId: number, now: Date, tx: Tx): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(wfTimer)
      .where(and(eq(wfTimer.timerId, timerId), sql`${wfTimer.dueTime} <= ${now}`))
      .limit(1);
    return row !== undefined;
  }

  async timersOf(instanceId: number, tx: Tx = this.db) {
    return tx.select().from(wfTimer).where(eq(wfTimer.instanceId, instanceId)).orderBy(asc(wfTimer.dueTime));
  }

  /** Variables a task listener set (no step: the version stays). */
  async setVariables(instanceId: number, variables: Record<string, unknown>, tx: Tx) {
    await tx.update(wfInstance).set({ variables }).where(eq(wfInstance.instanceId, instanceId));
  }

  /** The instance of a task, locked for this transaction's step (`for update`). */
  async lockInstanceOfTask(taskId: number, tx: Tx): Promise<Instance | undefined> {
    const [row] = await tx
      .select()
      .from(wfInstance)
      .where(
        eq(wfInstance.instanceId, sql`(select ${wfTask.instanceId} from ${wfTask} where ${wfTask.taskId} = ${taskId})`),
      )
      .limit(1)
      .for('update');
    return row;
  }

  /**
   * The task, whether the seeker may act on it (see `mine`) and whether another open task shares
   * its execution (an added signer's), in one look-up.
   */
  async taskFor(
    taskId: number,
    seeker: Seeker,
    tx: Tx,
  ): Promise<{ task: Task; mine: boolean; siblings: boolean } | undefined> {
    // The outer row by its table's name (drizzle leaves a single table's columns unqualified).
    const siblings = sql<boolean>`exists (select 1 from ${wfTask} s where s.instance_id = wf_task.instance_id
      and s.execution_id = wf_task.execution_id and s.status = 'open' and s.task_id <> wf_task.task_id)`;
    const [row] = await tx
      .select({ task: wfTask, mine: sql<boolean>`(${mineOf(this.db, seeker)})`, siblings })
      .from(wfTask)
      .where(eq(wfTask.taskId, taskId))
      .limit(1);
    return row;
  }

  async task(taskId: number, tx: Tx = this.db): Promise<Task | undefined> {
    const [row] = await tx.select().from(wfTask).where(eq(wfTask.taskId, taskId)).limit(1);
    return row;
  }

  async tasksOf(instanceId: number, tx: Tx = this.db): Promise<Task[]> {
    return tx.select().from(wfTask).where(eq(wfTask.instanceId, instanceId)).orderBy(asc(wfTask.taskId));
  }

  async openTasksOf(instanceId: number, tx: Tx = this.db): Promise<Task[]> {
    return tx
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'open')))
      .orderBy(asc(wfTask.taskId));
  }

  /**
   * A new task for one user, assigned to them only if they are enabled (not deleted), else to
   * nobody — the check and the insert in one statement.
   */
  async insertTaskForUser(
    values: Omit<typeof wfTask.$inferInsert, 'assigneeId'>,
    userId: number,
    tx: Tx,
  ): Promise<Task> {
    const enabled = sql`(select ${sysUser.userId} from ${sysUser} where ${sysUser.userId} = ${userId} and ${sysUser.status} = '0' and ${sysUser.delFlag} = '0')`;
    const [row] = await tx
      .insert(wfTask)
      .values({ ...values, assigneeId: enabled })
      .returning();
    if (!row) throw new Error('wf_task insert returned nothing');
    return row;
  }

  async insertTask(values: typeof wfTask.$inferInsert, candidates: Candidate[], tx: Tx): Promise<Task> {
    const [row] = await tx.insert(wfTask).values(values).returning();
    if (!row) throw new Error('wf_task insert returned nothing');
    if (candidates.length > 0) {
      await tx
        .insert(wfTaskCandidate)
        .values(candidates.map((c) => ({ taskId: row.taskId, kind: c.kind, refId: c.refId })))
        .onConflictDoNothing();
    }
    return row;
  }

  async candidatesOf(taskId: number, tx: Tx = this.db): Promise<Candidate[]> {
    const rows = await tx
      .select({ kind: wfTaskCandidate.kind, refId: wfTaskCandidate.refId })
      .from(wfTaskCandidate)
      .where(eq(wfTaskCandidate.taskId, taskId));
    return rows as Candidate[];
  }

  async updateTask(taskId: number, values: Partial<typeof wfTask.$inferInsert>, tx: Tx) {
    await tx.update(wfTask).set(values).where(eq(wfTask.taskId, taskId));
  }

  /** Closes tasks (done or cancelled); their candidate rows go (only open tasks are looked up). */
  async closeTasks(taskIds: number[], values: Partial<typeof wfTask.$inferInsert>, tx: Tx) {
    if (taskIds.length === 0) return;
    await tx.update(wfTask).set(values).where(inArray(wfTask.taskId, taskIds));
    await tx.delete(wfTaskCandidate).where(inArray(wfTaskCandidate.taskId, taskIds));
  }

  /** Closes one task (its candidate rows go) and writes the comment of the action: one statement. */
  async closeWithComment(closing: Closing, tx: Tx): Promise<void> {
    await tx
      .with(...this.closingCtes(closing, tx, false))
      .insert(wfComment)
      .values(closing.comment);
  }

  async insertComment(values: typeof wfComment.$inferInsert, tx: Tx) {
    await tx.insert(wfComment).values(values);
  }

  /** Whether anyone but the starter has completed a task of the instance (withdraw is then refused). */
  async touchedByOthers(instance: Instance, tx: Tx): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(wfTask)
      .where(
        and(
          eq(wfTask.instanceId, instance.instanceId),
          or(
            and(eq(wfTask.status, 'done'), ne(wfTask.handledBy, instance.starterId)),
            sql`${wfTask.claimTime} is not null`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Running or rejected instances of a definition (deleting it is refused while any). */
  async hasRunning(definitionId: number, tx: Tx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(wfInstance)
      .where(and(eq(wfInstance.definitionId, definitionId), inArray(wfInstance.status, ['running', 'rejected'])))
      .limit(1);
    return row !== undefined;
  }
}
