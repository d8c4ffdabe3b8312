import { and, asc, desc, eq, exists, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { pageOf } from '../../core/db/paging.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import {
  type BizFilter,
  bizWhere,
  type Comment,
  type Instance,
  mineOf,
  type Page,
  type Seeker,
  type Task,
  type TaskWithInstance,
} from './runtime-rows.ts';
import { wfComment, wfInstance, wfTask, wfTaskCandidate } from './workflow.tables.ts';

/**
 * What the task lists and views read: a seeker's tasks (to do, handled, one of them), whom a task
 * names, instances' open steps, rejections, comments and starters' applications.
 */
export class TaskListsRepository {
  constructor(readonly db: Db) {}

  async instances(instanceIds: number[]): Promise<Instance[]> {
    if (instanceIds.length === 0) return [];
    return this.db.select().from(wfInstance).where(inArray(wfInstance.instanceId, instanceIds));
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

  /** Whether the seeker may act on the task (see `mine`). */
  async isMine(taskId: number, seeker: Seeker, tx: Tx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(wfTask)
      .where(and(eq(wfTask.taskId, taskId), mineOf(this.db, seeker)))
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
          or(eq(wfTask.handledBy, seeker.userId), eq(wfTask.ownerId, seeker.userId), mineOf(this.db, seeker)),
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
      mineOf(this.db, seeker),
      contains(wfInstance.name, filter.processName),
      bizWhere(filter),
    ) as SQL;
    return this.paged(where, page, [desc(wfTask.taskId)]);
  }

  async todoCount(seeker: Seeker): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wfTask)
      .where(and(eq(wfTask.status, 'open'), mineOf(this.db, seeker)));
    return row?.n ?? 0;
  }

  /** Tasks the user completed (or returned), newest first. */
  async done(userId: number, page: Page, filter: BizFilter = {}) {
    const where = and(eq(wfTask.status, 'done'), eq(wfTask.handledBy, userId), bizWhere(filter)) as SQL;
    return this.paged(where, page, [desc(wfTask.endTime), desc(wfTask.taskId)]);
  }

  /**
   * The open task of a business record the seeker may handle (any open one for admins): on the
   * newest instance of that business id that has one, the oldest such task first.
   */
  /**
   * The caller's open task of a business record (of `bizTable` if given): the newest instance's
   * first, with the other business tables whose records of that id hold open tasks of the caller.
   */
  async openTaskOfBiz(
    bizId: string,
    seeker: Seeker,
    admin: boolean,
    bizTable?: string,
  ): Promise<{ task: Task | undefined; tables: string[] }> {
    const rows = await this.db
      .select({ task: wfTask, bizTable: wfInstance.bizTable })
      .from(wfTask)
      .innerJoin(wfInstance, eq(wfInstance.instanceId, wfTask.instanceId))
      .where(
        and(
          eq(wfInstance.bizId, bizId),
          bizTable === undefined ? undefined : eq(wfInstance.bizTable, bizTable),
          eq(wfTask.status, 'open'),
          admin ? undefined : mineOf(this.db, seeker),
        ),
      )
      .orderBy(desc(wfInstance.instanceId), asc(wfTask.taskId))
      .limit(20);
    return { task: rows[0]?.task, tables: [...new Set(rows.map((r) => r.bizTable))].sort() };
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

  async userNames(ids: number[], tx: Tx = this.db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ userId: sysUser.userId, nickName: sysUser.nickName })
      .from(sysUser)
      .where(inArray(sysUser.userId, ids));
    return new Map(rows.map((r) => [r.userId, r.nickName]));
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
}
