import type { Tx } from '../../core/db/client.ts';
import { badRequest } from '../../core/http/app-error.ts';
import type { HandlerRegistry } from '../../core/workflow/handlers.ts';
import { runListeners } from '../../core/workflow/listeners.ts';
import {
  type CompiledDefinition,
  type Ending,
  endingOf,
  type ProcessRunner,
  type SavedState,
  type StepAction,
} from '../../core/workflow/process-runner.ts';
import type { MessagesService, NewMessage } from '../messages/index.ts';
import { returnTarget } from './assignment.ts';
import { DirectoryRepository } from './directory.repository.ts';
import type { Closing, Instance, RuntimeRepository, Task } from './runtime.repository.ts';
import { RuntimeEvents } from './runtime-events.ts';
import { BusinessHooks, type Outcome } from './runtime-hooks.ts';
import {
  type Actor,
  type CompleteInput,
  type OfferHook,
  type ReturnTarget,
  type StartInput,
  type StatusHook,
  shownName,
} from './runtime-types.ts';
import { Settler } from './settling.ts';
import { refusing, StepUnit } from './step-unit.ts';
import { type Locked, lockTask } from './task-lock.ts';

export type { Actor, CompleteInput, OfferHook, ReturnTarget, StartInput, StatusHook } from './runtime-types.ts';

const unique = (ids: string[]): string[] => [...new Set(ids)];

/**
 * The process engine's commands: each takes the instance's row lock, recovers its state (or the
 * engine kept for it: see StepUnit), applies one step on bpmn-engine and writes the new state,
 * its tasks (with candidates), history and messages in the same transaction — the caller's when
 * given, so a business change and the step it causes commit together. Settling a step and telling
 * people is the Settler's; timers, messages and signals are RuntimeEvents'; what businesses
 * registered is BusinessHooks'. Other modules use these methods, never the runtime's repository.
 */
export class RuntimeService {
  readonly #unit: StepUnit;
  readonly #hooks = new BusinessHooks();
  readonly #settler: Settler;
  readonly #events: RuntimeEvents;
  readonly #directory: DirectoryRepository;

  constructor(
    private readonly repo: RuntimeRepository,
    runner: ProcessRunner,
    messages: MessagesService,
    private readonly handlers: HandlerRegistry,
    options: { liveEngines?: number | undefined } = {},
  ) {
    this.#unit = new StepUnit(repo, runner, options.liveEngines);
    this.#directory = new DirectoryRepository(repo.db);
    this.#settler = new Settler(repo, this.#directory, this.#unit, this.#hooks, messages, handlers);
    this.#settler.startChild = (actor, input, tx) => this.start(actor, input, tx);
    this.#events = new RuntimeEvents(repo, this.#unit, this.#settler);
  }

  // ---- reads other modules need --------------------------------------------------------------

  /** An instance (locked for the caller's step with `lock`, in its transaction). */
  instance(instanceId: number, tx?: Tx, lock = false): Promise<Instance | undefined> {
    return this.repo.instance(instanceId, tx, lock);
  }

  /** The tasks of an instance, oldest first. */
  tasksOf(instanceId: number, tx?: Tx): Promise<Task[]> {
    return this.repo.tasksOf(instanceId, tx);
  }

  /**
   * Brings open tasks' assignees and candidates in line with users, departments and roles
   * (identity/init; idempotent).
   */
  syncIdentity() {
    return this.repo.db.transaction((tx) => this.#directory.syncIdentity(tx));
  }

  /** The row version whose engine is kept for the instance, if any (tests, diagnostics). */
  liveVersionOf(instanceId: number): number | undefined {
    return this.#unit.liveVersionOf(instanceId);
  }

  /**
   * How a completed instance ended (approved, rejected, timeout, terminated: its last end event,
   * see compile-definition's `endingOf`); null while it has not completed.
   */
  async endingOf(instance: Instance, tx?: Tx): Promise<Ending | null> {
    if (instance.status !== 'completed') return null;
    const compiled = await this.#unit.definitionOf(instance, tx ?? this.repo.db);
    return endingOf(compiled, instance.finished);
  }

  compiled(definitionId: number, xml: string, key?: string): Promise<CompiledDefinition> {
    return this.#unit.compiled(definitionId, xml, key);
  }

  // ---- what businesses register --------------------------------------------------------------

  /**
   * Keeps the records of a business table in step with their instances: `hook` runs in the same
   * transaction after every start, step, rejection, resubmission, withdrawal and timer of an
   * instance of `bizTable`, whichever route caused it (the order's own calls or the task centre).
   */
  onStatusChange(bizTable: string, hook: StatusHook): void {
    this.#hooks.onStatusChange(bizTable, hook);
  }

  /**
   * More candidates for the group tasks (those offered to roles or departments) of instances of
   * `bizTable`: the users the business names, such as the approvers of a problem's project.
   */
  offerTo(bizTable: string, hook: OfferHook): void {
    this.#hooks.offerTo(bizTable, hook);
  }

  /**
   * What the starter's message about the outcome of an instance of `bizTable` refers to (the
   * message drawer opens that record); without one, work orders open the order and any other
   * business the task centre's 我的任务.
   */
  relateOutcomes(bizTable: string, tables: Partial<Record<Outcome, NewMessage['relateTable']>>): void {
    this.#hooks.relateOutcomes(bizTable, tables);
  }

  /**
   * The business of `bizTable` tells the starter of a rejection and of the approval itself, in its
   * own words (a problem's approval: 安全问题/问题「name」, from its status hook in the same step);
   * the runtime then sends the starter no outcome message of its own for those instances.
   */
  tellsOutcomes(bizTable: string): void {
    this.#hooks.tellsOutcomes(bizTable);
  }

  /**
   * Instances cancelled outside a step (a definition deleted with the cascade): their kept engines
   * go, and the status hooks of their business tables run on the cancelled rows.
   */
  async cancelled(instances: Instance[], tx: Tx): Promise<void> {
    for (const instance of instances) {
      this.#unit.remember(instance, tx);
      this.#unit.forget(instance.instanceId);
      await this.#settler.changed(instance, tx);
    }
  }

  // ---- events ---------------------------------------------------------------------------------

  fireDueTimers(now = new Date(), limit = 50): Promise<number> {
    return this.#events.fireDueTimers(now, limit);
  }

  deliverMessage(actor: Actor, instanceId: number, name: string, variables: Record<string, unknown>, tx?: Tx) {
    return this.#events.deliverMessage(actor, instanceId, name, variables, tx);
  }

  throwSignal(actor: Actor, name: string, variables: Record<string, unknown>, limit = 500): Promise<number> {
    return this.#events.throwSignal(actor, name, variables, limit);
  }

  // ---- commands -------------------------------------------------------------------------------

  /**
   * Starts the latest version of a process for a business record; answers the instance and the
   * tasks it now waits on (after the submission, when the start is one).
   */
  async start(actor: Actor, input: StartInput, tx?: Tx): Promise<{ instance: Instance; tasks: Task[] }> {
    return this.#unit.inTx(tx, async (tx) => {
      const definition = await this.repo.latestDefinition(input.definitionKey, tx);
      if (!definition) throw badRequest('workflow.definition.missing', { key: input.definitionKey });
      if (definition.suspended === '1') throw badRequest('workflow.definition.suspended', { key: input.definitionKey });
      const compiled = await this.#unit.definitionOf(definition, tx);
      const variables = {
        ...(input.variables ?? {}),
        initiator: actor.userId,
        creator: actor.userId,
        bizId: String(input.bizId),
        // `flowable:initiator="applyUserId"`: the starter under that name too.
        ...(compiled.initiatorVariable ? { [compiled.initiatorVariable]: actor.userId } : {}),
      };
      const result = await refusing(() => this.#unit.runner.start(compiled, variables, tx));
      const instance = await this.repo.insertInstance(
        {
          definitionId: definition.definitionId,
          definitionKey: definition.definitionKey,
          name: definition.name,
          title: (input.title ?? '').slice(0, 100),
          bizTable: input.bizTable,
          bizId: String(input.bizId),
          businessKey: input.businessKey ?? '',
          starterId: actor.userId,
          starterName: shownName(actor),
          status: result.completed ? 'completed' : 'running',
          state: result.state,
          variables: result.variables,
          finished: unique(result.left),
          taken: unique(result.taken),
          awaiting: result.awaiting,
          endTime: result.completed ? new Date() : null,
          parentInstanceId: input.parent?.instanceId ?? null,
          parentExecutionId: input.parent?.executionId ?? null,
        },
        {
          taskId: null,
          bizId: String(input.bizId),
          elementId: '',
          elementName: definition.name,
          userId: actor.userId,
          userName: actor.userName,
          action: 'start',
          message: '',
        },
        tx,
      );
      this.#unit.started(instance, result.live, tx);
      // A new instance has no timers or tasks yet.
      if (!result.completed && result.timers.length > 0)
        await this.repo.replaceTimers(instance.instanceId, result.timers, tx);
      const form = typeof input.submit === 'object' ? input.submit.formKey : undefined;
      const submits = input.submit && (form === undefined || result.waiting.some((w) => w.spec.formKey === form));
      const quiet = submits ? actor.userId : undefined;
      const tasks = await this.#settler.settle(instance, compiled, result, actor, tx, { quiet });
      const own =
        quiet === undefined
          ? undefined
          : tasks.find((task) => task.assigneeId === quiet && (form === undefined || task.formKey === form));
      // The submission: the new row (no other transaction sees it) and its task are known, so
      // neither is read again, and the business hears of the instance once, after it.
      const row = this.#unit.known(instance.instanceId, tx) ?? instance;
      if (own)
        return this.completeTask(
          actor,
          { instance: row, task: own, compiled, siblings: false },
          { action: 'submit' },
          tx,
        );
      await this.#settler.changed(instance, tx);
      return { instance: (await this.#unit.current(instance.instanceId, tx)) ?? instance, tasks };
    });
  }

  /** Completes a task (approve): its variables are set, the process moves on. */
  async complete(actor: Actor, taskId: number, input: CompleteInput = {}, tx?: Tx) {
    return this.#unit.inTx(tx, async (tx) =>
      this.completeTask(actor, await lockTask(this.repo, this.#unit, actor, taskId, tx), input, tx),
    );
  }

  /** Completes a task whose instance this transaction locked (or created). */
  private async completeTask(
    actor: Actor,
    { instance, task, compiled, siblings }: Locked,
    input: CompleteInput,
    tx: Tx,
  ) {
    const action = input.action ?? 'approve';
    const comment = (input.comment ?? '').slice(0, 500);
    if (task.ownerId !== null && task.ownerId !== actor.userId) {
      // A delegated task goes back to its owner when the delegate resolves it.
      await this.repo.updateTask(task.taskId, { assigneeId: task.ownerId, ownerId: null, outcome: 'resolve' }, tx);
      await this.#settler.comment(instance, task, actor, 'resolve', comment, tx, compiled);
      await this.#settler.notifyTask(instance, { ...task, assigneeId: task.ownerId }, [], tx);
      return { instance, tasks: [] as Task[] };
    }
    const closing: Closing = {
      taskId: task.taskId,
      values: { status: 'done', outcome: action, comment, handledBy: actor.userId, endTime: new Date() },
      comment: this.#settler.commentRow(instance, task, actor, action, comment, compiled),
    };
    // An added signer's task shares the execution: the step runs when the last of them completes.
    if (siblings) {
      await this.repo.closeWithComment(closing, tx);
      return { instance, tasks: [] as Task[] };
    }
    const variables = { ...(input.variables ?? {}) };
    const listeners = compiled.taskListeners.get(task.elementId) ?? [];
    if (listeners.length > 0) {
      const scope = { ...instance.variables, ...variables };
      await refusing(() => runListeners(this.handlers, listeners, 'complete', task.elementId, scope, tx));
      Object.assign(variables, scope);
    }
    const result = await refusing(() =>
      this.#unit.runner.step(
        compiled,
        instance.state as SavedState,
        { kind: 'complete', executionId: task.executionId, variables },
        instance.variables,
        tx,
        this.#unit.liveOf(instance),
      ),
    );
    // The task is closed and its comment written with the step's row (one statement).
    const tasks = await this.#settler.persist(instance, compiled, result, actor, tx, 'running', undefined, closing);
    await this.#settler.changed(instance, tx);
    return { instance: (await this.#unit.current(instance.instanceId, tx)) ?? instance, tasks };
  }

  /**
   * Rejects a task back to the previous user task, to any earlier completed one, or to the
   * starter (who may then resubmit): the token moves there, the returned task goes to whoever
   * handled it before.
   */
  async reject(actor: Actor, taskId: number, target: ReturnTarget, reason: string, tx?: Tx) {
    return this.#unit.inTx(tx, async (tx) => {
      const { instance, task, compiled } = await lockTask(this.repo, this.#unit, actor, taskId, tx);
      const history = await this.repo.tasksOf(instance.instanceId, tx);
      const { to, toStarter } = returnTarget(history, task, target);
      const open = history.filter((t) => t.status === 'open');
      const sameElement = open.filter((t) => t.elementId === task.elementId).map((t) => t.taskId);
      const comment = reason.slice(0, 500);
      await this.repo.closeTasks(
        [task.taskId],
        { status: 'done', outcome: 'reject', comment, handledBy: actor.userId, endTime: new Date() },
        tx,
      );
      await this.repo.closeTasks(
        sameElement.filter((id) => id !== task.taskId),
        { status: 'cancelled', outcome: 'reject', endTime: new Date() },
        tx,
      );
      await this.#settler.comment(instance, task, actor, 'reject', comment, tx, compiled);
      const action: StepAction = { kind: 'move', to: to.elementId, from: [task.elementId], variables: { approve: 2 } };
      const result = await refusing(() =>
        this.#unit.runner.step(
          compiled,
          instance.state as SavedState,
          action,
          instance.variables,
          tx,
          this.#unit.liveOf(instance),
        ),
      );
      const returnedTo = new Map([[to.elementId, to.handledBy ?? to.assigneeId]]);
      const status = toStarter ? 'rejected' : 'running';
      const tasks = await this.#settler.persist(instance, compiled, result, actor, tx, status, returnedTo);
      if (toStarter) await this.#settler.tellOutcome(instance, 'rejected', actor, comment, tx);
      await this.#settler.changed(instance, tx);
      return { instance: (await this.#unit.current(instance.instanceId, tx)) ?? instance, tasks };
    });
  }

  /** The starter takes the process back while nobody else has handled it. */
  async withdraw(actor: Actor, instanceId: number, reason: string, tx?: Tx) {
    return this.#unit.inTx(tx, async (tx) => {
      const instance = await this.repo.instance(instanceId, tx, true);
      if (!instance) throw badRequest('workflow.instance.notFound');
      if (instance.starterId !== actor.userId) throw badRequest('workflow.instance.notStarter');
      if (instance.status !== 'running') throw badRequest('workflow.instance.notRunning');
      if (await this.repo.touchedByOthers(instance, tx)) throw badRequest('workflow.instance.touched');
      const open = await this.repo.openTasksOf(instance.instanceId, tx);
      await this.repo.closeTasks(
        open.map((t) => t.taskId),
        { status: 'cancelled', outcome: 'withdraw', endTime: new Date() },
        tx,
      );
      await this.#unit.bump(instance.instanceId, { status: 'withdrawn', endTime: new Date() }, tx, undefined, []);
      const compiled = await this.#unit.definitionOf(instance, tx);
      await this.#settler.comment(instance, null, actor, 'withdraw', reason.slice(0, 500), tx, compiled);
      await this.#settler.changed(instance, tx);
      return (await this.#unit.current(instance.instanceId, tx)) ?? instance;
    });
  }

  /** The starter completes the task a rejection returned to them, with edited values. */
  async resubmit(actor: Actor, instanceId: number, input: CompleteInput, tx?: Tx) {
    return this.#unit.inTx(tx, async (tx) => {
      const instance = await this.repo.instance(instanceId, tx, true);
      if (!instance) throw badRequest('workflow.instance.notFound');
      if (instance.starterId !== actor.userId) throw badRequest('workflow.instance.notStarter');
      if (instance.status !== 'rejected') throw badRequest('workflow.instance.notRejected');
      const [task] = await this.repo.openTasksOf(instance.instanceId, tx);
      if (!task) throw badRequest('workflow.instance.notRejected');
      await this.#unit.bump(instance.instanceId, { status: 'running' }, tx);
      return this.complete(actor, task.taskId, { ...input, action: 'resubmit' }, tx);
    });
  }

  /** Hands a task to another user: `delegate` brings it back to the owner afterwards, `transfer` does not. */
  /**
   * Hands a task to another user: 委派 (it comes back to its owner when the delegate completes it),
   * 转办, or a process administrator's 指派 (`assign`: any open task, to any enabled user, themselves
   * included; the route checks the permission). An assigned task leaves its candidates' lists.
   */
  async reassign(
    actor: Actor,
    taskId: number,
    kind: 'delegate' | 'transfer' | 'assign',
    userId: number,
    reason: string,
    tx?: Tx,
  ) {
    return this.#unit.inTx(tx, async (tx) => {
      const assigning = kind === 'assign';
      const locked = await lockTask(this.repo, this.#unit, actor, taskId, tx, { anyTask: assigning });
      const { instance, task, compiled } = locked;
      if (!assigning && userId === actor.userId) throw badRequest('workflow.task.selfUser');
      if (!(await this.#directory.enabledUsers([userId], tx)).has(userId)) throw badRequest('workflow.task.badUser');
      const owner = kind === 'delegate' ? (task.ownerId ?? task.assigneeId ?? actor.userId) : null;
      const claim = assigning ? { claimTime: null } : {};
      await this.repo.updateTask(task.taskId, { assigneeId: userId, ownerId: owner, outcome: kind, ...claim }, tx);
      await this.#settler.comment(instance, task, actor, kind, reason.slice(0, 500), tx, compiled);
      const updated = { ...task, assigneeId: userId };
      await this.#settler.notifyTask(instance, updated, [], tx);
      return updated;
    });
  }

  /**
   * 认领: the caller takes a task offered to them (no assignee, they among its candidates — or an
   * admin); it leaves the other candidates' to-do lists until it is given back (unclaim).
   */
  async claim(actor: Actor, taskId: number, tx?: Tx) {
    return this.#unit.inTx(tx, async (tx) => {
      const { instance, task, compiled } = await lockTask(this.repo, this.#unit, actor, taskId, tx);
      if (task.assigneeId !== null) throw badRequest('workflow.task.notClaimable');
      await this.repo.updateTask(task.taskId, { assigneeId: actor.userId, claimTime: new Date() }, tx);
      await this.#settler.comment(instance, task, actor, 'claim', '', tx, compiled);
    });
  }

  /** 取消认领: whoever claimed a task gives it back to its candidates. */
  async unclaim(actor: Actor, taskId: number, tx?: Tx) {
    return this.#unit.inTx(tx, async (tx) => {
      const { instance, task, compiled } = await lockTask(this.repo, this.#unit, actor, taskId, tx);
      if (task.claimTime === null || task.assigneeId !== actor.userId) throw badRequest('workflow.task.notClaimed');
      await this.repo.updateTask(task.taskId, { assigneeId: null, claimTime: null }, tx);
      await this.#settler.comment(instance, task, actor, 'unclaim', '', tx, compiled);
    });
  }

  /** 加签: more users must complete this task before the process moves on. */
  async addSigners(actor: Actor, taskId: number, userIds: number[], reason: string, tx?: Tx) {
    return this.#unit.inTx(tx, async (tx) => {
      const { instance, task, compiled } = await lockTask(this.repo, this.#unit, actor, taskId, tx);
      const wanted = [...new Set(userIds)].filter((id) => id !== actor.userId);
      const enabled = await this.#directory.enabledUsers(wanted, tx);
      if (wanted.length === 0 || wanted.some((id) => !enabled.has(id))) throw badRequest('workflow.task.badUser');
      const created: Task[] = [];
      for (const userId of wanted) {
        const { taskId: _id, createTime: _c, ...copy } = task;
        const row = await this.repo.insertTask(
          { ...copy, assigneeId: userId, ownerId: null, outcome: 'addSign', comment: '', claimTime: null },
          [],
          tx,
        );
        created.push(row);
        await this.#settler.notifyTask(instance, row, [], tx);
      }
      await this.#settler.comment(instance, task, actor, 'addSign', reason.slice(0, 500), tx, compiled);
      return created;
    });
  }
}
