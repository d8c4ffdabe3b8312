import { type ApiOut, type commentRow, type instanceRow, type instanceStatus, taskRow } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import { badRequest, forbidden } from '../../core/http/app-error.ts';
import { wireOf } from '../../core/http/time.ts';
import { actorOf } from './actor.ts';
import type { Comment, Instance, Page, RuntimeRepository, Task, TaskWithInstance } from './runtime.repository.ts';
import type { Actor } from './runtime.service.ts';
import type { TaskListsRepository } from './task-lists.repository.ts';
import { TodoListQuery } from './todo-list.query.ts';

/** The open steps of an instance and who holds them (its "current step"), from its open tasks and their assignees' names. */
export function currentTasksOf(open: readonly Task[], names: ReadonlyMap<number, string>, instanceId: number | null) {
  return open
    .filter((t) => t.instanceId === instanceId)
    .map((t) => ({
      taskId: t.taskId,
      taskName: t.name,
      assigneeName: t.assigneeId === null ? null : (names.get(t.assigneeId) ?? null),
    }));
}

/**
 * Whether the caller may read the business record of an instance (its module's own rule: a
 * problem's project access, an order's applicant …). Asked only of callers the process itself
 * does not name.
 */
export type BizReader = (p: Principal, instance: Instance) => Promise<boolean>;

/** What the task centre and the approval dialogs read: lists, history and progress. */
export class RuntimeViews {
  private readonly todoList: TodoListQuery;
  readonly #readers = new Map<string, BizReader>();

  constructor(
    private readonly steps: RuntimeRepository,
    private readonly repo: TaskListsRepository,
  ) {
    this.todoList = new TodoListQuery(repo.db);
  }

  /** The contract's taskRow, field by field (the to-do list writes it without re-validating). */
  private taskRows(rows: TaskWithInstance[]): ApiOut<typeof taskRow>[] {
    return rows.map((t) => ({
      taskId: t.taskId,
      taskName: t.name,
      elementId: t.elementId,
      instanceId: t.instanceId,
      processName: t.processName,
      title: t.title,
      definitionKey: t.definitionKey,
      bizTable: t.bizTable,
      bizId: t.bizId,
      businessKey: t.businessKey,
      startUserId: t.starterId,
      startUserName: t.starterName,
      assigneeId: t.assigneeId,
      assigneeName: t.assigneeId === null ? null : t.assigneeName,
      claimed: t.claimTime !== null,
      status: t.status,
      outcome: t.outcome,
      comment: t.comment,
      formKey: t.formKey,
      buttons: t.buttons,
      priority: t.priority,
      dueDate: t.dueDate,
      createTime: t.createTime,
      endTime: t.endTime,
      instanceStatus: t.instanceStatus,
    }));
  }

  /** The to-do list's rows as JSON text (the route writes it as is): one statement when unfiltered. */
  async todo(actor: Actor, page: Page & { processName?: string | undefined }) {
    if (!page.processName) return this.todoList.page(actor, page);
    const { rows, total } = await this.repo.todo(actor, page, page);
    return { rowsJson: JSON.stringify(this.taskRows(rows).map((row) => wireOf(taskRow, row))), total };
  }

  todoCount(actor: Actor) {
    return this.repo.todoCount(actor);
  }

  async done(actor: Actor, page: Page) {
    const { rows, total } = await this.repo.done(actor.userId, page);
    return { rows: this.taskRows(rows), total };
  }

  /** One task the caller may see (theirs, handled by them, or any for admins). */
  async task(actor: Actor, taskId: number) {
    const row = await this.repo.taskWithInstance(taskId);
    if (!row) throw badRequest('workflow.task.notFound');
    if (!actor.admin && row.handledBy !== actor.userId && !(await this.repo.isMine(taskId, actor))) {
      throw forbidden();
    }
    const [out] = this.taskRows([row]);
    if (!out) throw badRequest('workflow.task.notFound');
    return out;
  }

  /**
   * Who, besides the people of the process, may read the tasks of `bizTable`'s instances (their
   * forms and values): those who may read the business record. Without a reader, nobody else.
   */
  allowReaders(bizTable: string, reader: BizReader): void {
    this.#readers.set(bizTable, reader);
  }

  /**
   * A task and its instance, for a caller who may read them (a task's form and values): the task's
   * assignee (or who handled it, or delegated it), its candidates (the user, their department or
   * one of their roles), the instance's starter, whoever may read the business record (see
   * `allowReaders`), admins. Anyone else is refused (403) and learns nothing of it.
   */
  async readableTask(p: Principal, taskId: number): Promise<{ task: Task; instance: Instance }> {
    const task = await this.steps.task(taskId);
    if (!task) throw badRequest('workflow.task.notFound');
    const instance = await this.steps.instance(task.instanceId);
    if (!instance) throw badRequest('workflow.instance.notFound');
    const actor = actorOf(p);
    const reader = this.#readers.get(instance.bizTable);
    const allowed =
      actor.admin ||
      instance.starterId === actor.userId ||
      (await this.repo.namedBy(task.taskId, actor)) ||
      (reader !== undefined && (await reader(p, instance)));
    if (!allowed) throw forbidden();
    return { task, instance };
  }

  async instanceRows(instances: Instance[]): Promise<ApiOut<typeof instanceRow>[]> {
    const open = await this.repo.openTasksOfMany(instances.map((i) => i.instanceId));
    const names = await this.repo.userNames([
      ...new Set(open.map((t) => t.assigneeId).filter((id): id is number => id !== null)),
    ]);
    return instances.map((i) => ({
      instanceId: i.instanceId,
      processName: i.name,
      title: i.title,
      definitionKey: i.definitionKey,
      definitionId: i.definitionId,
      bizTable: i.bizTable,
      bizId: i.bizId,
      businessKey: i.businessKey,
      startUserId: i.starterId,
      startUserName: i.starterName,
      status: i.status,
      startTime: i.startTime,
      endTime: i.endTime,
      currentTasks: currentTasksOf(open, names, i.instanceId),
    }));
  }

  async startedBy(actor: Actor, page: Page) {
    const { rows, total } = await this.repo.startedBy(actor.userId, page);
    return { rows: await this.instanceRows(rows), total };
  }

  /** Comments as rows, each person by their nickname now (rows written before nicknames were kept too). */
  private async commentRows(rows: Comment[]): Promise<ApiOut<typeof commentRow>[]> {
    const names = await this.repo.userNames([...new Set(rows.map((c) => c.userId))]);
    return rows.map((c) => ({
      commentId: c.commentId,
      instanceId: c.instanceId,
      taskId: c.taskId,
      elementId: c.elementId,
      taskName: c.elementName,
      userId: c.userId,
      userName: names.get(c.userId) || c.userName,
      action: c.action,
      comment: c.message,
      createTime: c.createTime,
    }));
  }

  /** Whether the caller took part in the instance: admin, starter, or a handler or candidate of a task. */
  private async mayRead(actor: Actor, instance: Instance): Promise<boolean> {
    return actor.admin || instance.starterId === actor.userId || this.repo.involved(instance.instanceId, actor);
  }

  /** Every action on the processes of a business record (those the caller took part in). */
  async commentsByBiz(actor: Actor, bizId: string, bizTable?: string) {
    const rows = await this.repo.commentsByBiz(bizId);
    const instances = await this.repo.instances([...new Set(rows.map((r) => r.instanceId))]);
    const allowed = new Set<number>();
    for (const instance of instances) {
      if (bizTable && instance.bizTable !== bizTable) continue;
      if (await this.mayRead(actor, instance)) allowed.add(instance.instanceId);
    }
    return this.commentRows(rows.filter((r) => allowed.has(r.instanceId)));
  }

  async readable(actor: Actor, instance: Instance | undefined): Promise<Instance> {
    if (!instance) throw badRequest('workflow.instance.notFound');
    if (!(await this.mayRead(actor, instance))) throw forbidden();
    return instance;
  }

  /** The latest instance of a business record the caller may read, with its XML and progress. */
  async progressOfBiz(actor: Actor, bizId: string) {
    const instance = await this.readable(actor, await this.steps.latestInstanceOfBiz(bizId));
    const definition = await this.steps.definition(instance.definitionId);
    if (!definition) throw badRequest('workflow.definition.notFound');
    const open = await this.steps.openTasksOf(instance.instanceId);
    return {
      xml: definition.xml,
      process: definition.definitionKey,
      highlight: {
        finished: instance.finished,
        taken: instance.taken,
        active: [...new Set(open.map((t) => t.elementId))],
      },
    };
  }

  /** The instance with its diagram XML and progress (finished, taken, active). */
  async status(actor: Actor, instanceId: number): Promise<ApiOut<typeof instanceStatus>> {
    const instance = await this.readable(actor, await this.steps.instance(instanceId));
    const [row] = await this.instanceRows([instance]);
    const definition = await this.steps.definition(instance.definitionId);
    const open = await this.steps.openTasksOf(instance.instanceId);
    return {
      instance: row as ApiOut<typeof instanceRow>,
      xml: definition?.xml ?? '',
      finished: instance.finished,
      taken: instance.taken,
      active: [...new Set(open.map((t) => t.elementId))],
      comments: await this.commentRows(await this.repo.commentsOf(instance.instanceId)),
    };
  }
}
