import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { pageOf } from '../../core/db/paging.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysRole } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import { wfComment, wfDefinition, wfInstance, wfTask, wfTaskCandidate, wfTimer } from './workflow.tables.ts';

export type Instance = typeof wfInstance.$inferSelect;
export type Task = typeof wfTask.$inferSelect;
export type Comment = typeof wfComment.$inferSelect;
export type CandidateKind = 'u' | 'd' | 'r';
export interface Candidate {
  kind: CandidateKind;
  refId: number;
}
/** Who asks for tasks: the user, their department and roles. */
export interface Seeker {
  userId: number;
  deptId: number | null;
  roleIds: number[];
}
export interface Page {
  pageNum: number;
  pageSize: number;
}
/** Narrows a task list to the records of one business table (work orders' own lists). */
export interface BizFilter {
  bizTable?: string | undefined;
  /** A subquery of the business ids to keep (e.g. the orders whose title matches). */
  bizIds?: SQL | undefined;
  /** Part of the instance's title. */
  title?: string | undefined;
  /** Outcomes left out (the applicant's own submissions in a "handled by me" list). */
  exceptOutcomes?: string[] | undefined;
}

const bizWhere = (filter: BizFilter): SQL | undefined =>
  and(
    filter.bizTable ? eq(wfInstance.bizTable, filter.bizTable) : undefined,
    contains(wfInstance.title, filter.title),
    filter.bizIds ? sql`${wfInstance.bizId} in (${filter.bizIds})` : undefined,
    filter.exceptOutcomes?.length ? notInArray(wfTask.outcome, filter.exceptOutcomes) : undefined,
  );

/** A task row with what lists show about its instance (and its assignee's name). */
export type TaskWithInstance = Task & {
  assigneeName: string | null;
  processName: string;
  /** The instance's title ('' when its business gave none). */
  title: string;
  definitionKey: string;
  bizTable: string;
  bizId: string;
  businessKey: string;
  starterId: number;
  starterName: string;
  instanceStatus: string;
  instanceStartTime: Date;
};

/** An open task as a step's bookkeeping needs it. */
export type OpenTask = Pick<Task, 'taskId' | 'executionId'>;

/** A task closed by an action, with the comment the action writes. */
export interface Closing {
  taskId: number;
  values: Partial<typeof wfTask.$inferInsert>;
  comment: typeof wfComment.$inferInsert;
}

/** Instances, tasks, candidates and comments: the SQL of the workflow runtime. */
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

  async instances(instanceIds: number[]): Promise<Instance[]> {
    if (instanceIds.length === 0) return [];
    return this.db.select().from(wfInstance).where(inArray(wfInstance.instanceId, instanceIds));
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
      .select({ task: wfTask, mine: sql<boolean>`(${this.mine(seeker)})`, siblings })
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

  async commentsByBiz(bizId: string): Promise<Comment[]> {
    return this.db.select().from(wfComment).where(eq(wfComment.bizId, bizId)).orderBy(asc(wfComment.commentId));
  }

  async commentsOf(instanceId: number): Promise<Comment[]> {
    return this.db
      .select()
      .from(wfComment)
      .where(eq(wfComment.instanceId, instanceId))
      .orderBy(asc(wfComment.commentId));
  }

  /**
   * Whether a task is the seeker's: assigned to them, or unassigned with them among its
   * candidates. Written as "task id in (assigned ∪ offered)" so both halves use their index
   * (an OR over the task table would scan every unassigned task).
   */
  private mine(seeker: Seeker): SQL {
    const groups: SQL[] = [and(eq(wfTaskCandidate.kind, 'u'), eq(wfTaskCandidate.refId, seeker.userId)) as SQL];
    if (seeker.deptId !== null) {
      groups.push(and(eq(wfTaskCandidate.kind, 'd'), eq(wfTaskCandidate.refId, seeker.deptId)) as SQL);
    }
    if (seeker.roleIds.length > 0) {
      groups.push(and(eq(wfTaskCandidate.kind, 'r'), inArray(wfTaskCandidate.refId, seeker.roleIds)) as SQL);
    }
    const assigned = this.db
      .select({ taskId: wfTask.taskId })
      .from(wfTask)
      .where(and(eq(wfTask.assigneeId, seeker.userId), eq(wfTask.status, 'open')));
    const offered = this.db
      .select({ taskId: wfTaskCandidate.taskId })
      .from(wfTaskCandidate)
      .where(or(...groups));
    return and(
      inArray(wfTask.taskId, unionAll(assigned, offered)),
      or(eq(wfTask.assigneeId, seeker.userId), isNull(wfTask.assigneeId)),
    ) as SQL;
  }

  /** Whether the seeker may act on the task (see `mine`). */
  async isMine(taskId: number, seeker: Seeker, tx: Tx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(wfTask)
      .where(and(eq(wfTask.taskId, taskId), this.mine(seeker)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Whether the task names the seeker: its assignee, its handler, the owner who delegated it, or
   * one of its candidates (the user, their department, one of their roles), assigned or not.
   */
  async namedBy(taskId: number, seeker: Seeker): Promise<boolean> {
    const candidates: SQL[] = [and(eq(wfTaskCandidate.kind, 'u'), eq(wfTaskCandidate.refId, seeker.userId)) as SQL];
    if (seeker.deptId !== null) {
      candidates.push(and(eq(wfTaskCandidate.kind, 'd'), eq(wfTaskCandidate.refId, seeker.deptId)) as SQL);
    }
    if (seeker.roleIds.length > 0) {
      candidates.push(and(eq(wfTaskCandidate.kind, 'r'), inArray(wfTaskCandidate.refId, seeker.roleIds)) as SQL);
    }
    const offered = this.db
      .select({ one: sql`1` })
      .from(wfTaskCandidate)
      .where(and(eq(wfTaskCandidate.taskId, taskId), or(...candidates)));
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(wfTask)
      .where(
        and(
          eq(wfTask.taskId, taskId),
          or(
            eq(wfTask.assigneeId, seeker.userId),
            eq(wfTask.handledBy, seeker.userId),
            eq(wfTask.ownerId, seeker.userId),
            exists(offered),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Task rows with their instance and the assignee's name; `total` (a count) when given. */
  private withInstance(total?: SQL) {
    return this.db
      .select({
        task: wfTask,
        processName: wfInstance.name,
        title: wfInstance.title,
        definitionKey: wfInstance.definitionKey,
        bizTable: wfInstance.bizTable,
        bizId: wfInstance.bizId,
        businessKey: wfInstance.businessKey,
        starterId: wfInstance.starterId,
        starterName: wfInstance.starterName,
        instanceStatus: wfInstance.status,
        instanceStartTime: wfInstance.startTime,
        assigneeName: sysUser.nickName,
        total: (total ?? sql`0`).mapWith(Number),
      })
      .from(wfTask)
      .innerJoin(wfInstance, eq(wfInstance.instanceId, wfTask.instanceId))
      .leftJoin(sysUser, eq(sysUser.userId, wfTask.assigneeId));
  }

  private flatten(rows: { task: Task; total?: number }[]): TaskWithInstance[] {
    return rows.map(({ task, total: _total, ...rest }) => ({
      ...task,
      ...(rest as Omit<TaskWithInstance, keyof Task>),
    }));
  }

  /**
   * One page of task rows and the total in one statement (the count is an uncorrelated subquery,
   * evaluated once); a page past the end has no row to carry it and counts on its own.
   */
  private async paged(where: SQL, page: Page, order: SQL[]) {
    const rows = await this.withInstance(sql`(${this.countOf(where)})`)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(pageOf(page).offset);
    return this.withTotal(rows, page, () => where);
  }

  private async withTotal(rows: { task: Task; total: number }[], page: Page, where: () => SQL) {
    const total = rows[0]?.total ?? (page.pageNum > 1 ? ((await this.countOf(where()))[0]?.n ?? 0) : 0);
    return { rows: this.flatten(rows), total };
  }

  private countOf(where: SQL) {
    return this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(wfTask)
      .innerJoin(wfInstance, eq(wfInstance.instanceId, wfTask.instanceId))
      .where(where);
  }

  async taskWithInstance(taskId: number): Promise<TaskWithInstance | undefined> {
    const rows = await this.withInstance().where(eq(wfTask.taskId, taskId)).limit(1);
    return this.flatten(rows)[0];
  }

  async openTasksOfMany(instanceIds: number[]): Promise<Task[]> {
    if (instanceIds.length === 0) return [];
    return this.db
      .select()
      .from(wfTask)
      .where(and(inArray(wfTask.instanceId, instanceIds), eq(wfTask.status, 'open')))
      .orderBy(asc(wfTask.taskId));
  }

  /** Whether the seeker held, handled or may take a task of the instance. */
  async involved(instanceId: number, seeker: Seeker): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(wfTask)
      .where(
        and(
          eq(wfTask.instanceId, instanceId),
          or(eq(wfTask.handledBy, seeker.userId), eq(wfTask.ownerId, seeker.userId), this.mine(seeker)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Open tasks of the seeker, newest first. */
  /** Open tasks of the seeker, newest first, filtered (the unfiltered list: todo-list.query). */
  async todo(seeker: Seeker, page: Page, filter: { processName?: string | undefined } & BizFilter = {}) {
    const where = and(
      eq(wfTask.status, 'open'),
      this.mine(seeker),
      contains(wfInstance.name, filter.processName),
      bizWhere(filter),
    ) as SQL;
    return this.paged(where, page, [desc(wfTask.taskId)]);
  }

  async todoCount(seeker: Seeker): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wfTask)
      .where(and(eq(wfTask.status, 'open'), this.mine(seeker)));
    return row?.n ?? 0;
  }

  /** Tasks the user completed (or returned), newest first. */
  async done(userId: number, page: Page, filter: BizFilter = {}) {
    const where = and(eq(wfTask.status, 'done'), eq(wfTask.handledBy, userId), bizWhere(filter)) as SQL;
    return this.paged(where, page, [desc(wfTask.endTime), desc(wfTask.taskId)]);
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

  /**
   * The open task of a business record the seeker may handle (any open one for admins): on the
   * newest instance of that business id that has one, the oldest such task first.
   */
  async openTaskOfBiz(bizId: string, seeker: Seeker, admin: boolean): Promise<Task | undefined> {
    const [row] = await this.db
      .select({ task: wfTask })
      .from(wfTask)
      .innerJoin(wfInstance, eq(wfInstance.instanceId, wfTask.instanceId))
      .where(and(eq(wfInstance.bizId, bizId), eq(wfTask.status, 'open'), admin ? undefined : this.mine(seeker)))
      .orderBy(desc(wfInstance.instanceId), asc(wfTask.taskId))
      .limit(1);
    return row?.task;
  }

  /** The latest rejection message of each instance given (instance id → message). */
  async lastRejections(instanceIds: number[]): Promise<Map<number, string>> {
    if (instanceIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([wfComment.instanceId], { instanceId: wfComment.instanceId, message: wfComment.message })
      .from(wfComment)
      .where(and(inArray(wfComment.instanceId, instanceIds), eq(wfComment.action, 'reject')))
      .orderBy(wfComment.instanceId, desc(wfComment.commentId));
    return new Map(rows.map((r) => [r.instanceId, r.message]));
  }

  /** Users who exist, are enabled and not deleted, among the ids given. */
  async enabledUsers(ids: number[], tx: Tx = this.db): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(inArray(sysUser.userId, ids), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')));
    return new Set(rows.map((r) => r.userId));
  }

  async userNames(ids: number[], tx: Tx = this.db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ userId: sysUser.userId, nickName: sysUser.nickName })
      .from(sysUser)
      .where(inArray(sysUser.userId, ids));
    return new Map(rows.map((r) => [r.userId, r.nickName]));
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

  /** Instances started by the user, newest first. */
  async startedBy(userId: number, page: Page) {
    const where = eq(wfInstance.starterId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(wfInstance)
        .where(where)
        .orderBy(desc(wfInstance.instanceId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(wfInstance).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * The keys of the top-level instances of other businesses than `exceptBizTable` (a problem's
   * completion approval …) started by `starterId` (anyone's without), as a select of
   * `{kind: 'i', id, at}` another module pages together with its own records (我的任务).
   */
  applicationKeys(
    exceptBizTable: string,
    filter: {
      starterId?: number | undefined;
      title?: string | undefined;
      businessKey?: string | undefined;
      status?: string | undefined;
    },
  ) {
    return this.db
      .select({ kind: sql<string>`'i'`.as('kind'), id: wfInstance.instanceId, at: wfInstance.startTime })
      .from(wfInstance)
      .where(
        and(
          ne(wfInstance.bizTable, exceptBizTable),
          isNull(wfInstance.parentInstanceId),
          filter.starterId !== undefined ? eq(wfInstance.starterId, filter.starterId) : undefined,
          filter.status ? eq(wfInstance.status, filter.status) : undefined,
          filter.businessKey ? eq(wfInstance.businessKey, filter.businessKey) : undefined,
          contains(wfInstance.title, filter.title),
        ),
      );
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
