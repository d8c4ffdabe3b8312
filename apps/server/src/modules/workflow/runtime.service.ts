import type { Tx } from '../../core/db/client.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import { evaluateTemplate } from '../../core/workflow/expressions.ts';
import type { HandlerRegistry } from '../../core/workflow/handlers.ts';
import { behaviourExtensions, runListeners } from '../../core/workflow/listeners.ts';
import {
  type CompiledDefinition,
  compileDefinition,
  type LiveEngine,
  type ProcessRunner,
  type SavedState,
  type StepAction,
  type StepResult,
  type WaitingTask,
} from '../../core/workflow/process-runner.ts';
import type { MessagesService, NewMessage } from '../messages/index.ts';
import { DEFAULT_LIVE_ENGINES, LiveEngines } from './live-engines.ts';
import type { Candidate, Closing, Instance, OpenTask, RuntimeRepository, Seeker, Task } from './runtime.repository.ts';
import type { TaskButton } from './workflow.tables.ts';

/** A module's record follows its instance: called in the step's transaction after the instance changed. */
export type StatusHook = (instance: Instance, tx: Tx) => Promise<void>;
/** The users a business offers the group tasks of one of its instances to (see offerTo). */
export type OfferHook = (instance: Instance, tx: Tx) => Promise<number[]>;
/** Who gets a new task: one user alone (`sole`), or an assignee and candidates. */
type Assignment = { assigneeId: number | null; candidates: Candidate[] } | { sole: number };

/** Who acts: the user, their department and roles; admins may act on any task. */
export interface Actor extends Seeker {
  /** The login name (audit columns such as createBy). */
  userName: string;
  /** How people see them (sys_user.nick_name): the starter and the approval records show it. */
  nickName?: string | undefined;
  admin: boolean;
}

/** The name an actor is shown by: their nickname, else their login name. */
const shownName = (actor: Actor) => (actor.nickName || actor.userName).slice(0, 64);

export interface StartInput {
  definitionKey: string;
  /** What the instance belongs to (the work order, the quality rectification, the plan …). */
  bizTable: string;
  bizId: string | number;
  businessKey?: string;
  /** What task lists show for it (the order's title, the problem's name); at most 100 characters are kept. */
  title?: string;
  variables?: Record<string, unknown>;
  /** Set when a call activity starts the process: the calling instance and the call's execution. */
  parent?: { instanceId: number; executionId: string };
  /**
   * The start is the starter's submission (an application, a rectification handed in): the first
   * task assigned to the starter alone is completed at once (action `submit`), and they are not
   * sent a message for it.
   */
  submit?: boolean;
}

export interface CompleteInput {
  comment?: string;
  /** Process variables to set before the step (form values, `approve`). */
  variables?: Record<string, unknown>;
  /** The action written into history ('approve' unless told). */
  action?: string;
}

/** Where a rejection sends the process: the previous user task, the starter, or an element id. */
export type ReturnTarget = 'previous' | 'starter' | (string & {});

/** Every task message carries at most this many candidate recipients. */
const NOTIFY_MAX = 200;
/** Tasks skipped by `skipExpression` in a row before the step stops (a loop in the model). */
const SKIP_MAX = 50;
/** Compiled definitions kept (they are immutable: one per deployed version). */
const COMPILED_MAX = 200;

const USER_ID = /^\d{1,15}$/;

/** Who acts when a timer fires. */
const SYSTEM: Actor = { userId: 0, userName: 'system', deptId: null, roleIds: [], admin: true };

/** Where an instance's engine goes when the transaction commits: kept at that version, or dropped. */
type Parked = Map<number, { version: number; live: LiveEngine | undefined }>;

/** How a step's waits become tasks (see settle). */
interface Settling {
  /** Who each returned-to task goes back to (a rejection), by element id. */
  returnedTo?: Map<string, number | null>;
  /** Tasks skipped by skipExpression so far in this step. */
  depth?: number;
  /** The instance's tasks open before the step. */
  open?: OpenTask[];
  /** A user not told of the first task assigned to them alone (the starter, whose submission it is). */
  quiet?: number;
}

/**
 * The process engine's persistence: each call takes the instance's row lock, recovers its state,
 * applies one step on bpmn-engine and writes the new state, its tasks (with candidates), history
 * and messages in the same transaction — the caller's when given, so a business change and the
 * step it causes commit together.
 *
 * Recovering costs more than the step itself, so the engine an instance's step leaves is kept in
 * memory (`LiveEngines`) with the row version that step committed; the next step applies its
 * action there when the locked row still has that version. The row (its lock and version) stays
 * the truth: another replica's step, a rolled-back transaction, a failed step or a restart all
 * leave no matching engine, and the step recovers from the row. Engines are kept only for steps
 * whose transaction this service opened (it knows when that commits).
 */
export class RuntimeService {
  readonly #compiled = new Map<number, Promise<CompiledDefinition>>();
  readonly #statusHooks = new Map<string, StatusHook>();
  readonly #relates = new Map<string, Partial<Record<Outcome, NewMessage['relateTable']>>>();
  /** Business tables whose starters hear of outcomes from the business (tellsOutcomes). */
  readonly #selfTold = new Set<string>();
  readonly #offers = new Map<string, OfferHook>();
  readonly #live: LiveEngines;
  /** The engines of the instances each own transaction stepped, kept once it commits. */
  readonly #parked = new WeakMap<Tx, Parked>();
  /**
   * The instance rows each transaction wrote or locked, as they now are (every write of an
   * instance row goes through this service): the row a call answers is not read again.
   */
  readonly #rows = new WeakMap<Tx, Map<number, Instance>>();

  constructor(
    private readonly repo: RuntimeRepository,
    private readonly runner: ProcessRunner,
    private readonly messages: MessagesService,
    private readonly handlers: HandlerRegistry,
    options: { liveEngines?: number | undefined } = {},
  ) {
    this.#live = new LiveEngines(options.liveEngines ?? DEFAULT_LIVE_ENGINES);
  }

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
    return this.repo.db.transaction((tx) => this.repo.syncIdentity(tx));
  }

  /** The row version whose engine is kept for the instance, if any (tests, diagnostics). */
  liveVersionOf(instanceId: number): number | undefined {
    return this.#live.versionOf(instanceId);
  }

  /** The engine holding the locked row's version, if this replica kept it. */
  private liveOf(instance: Pick<Instance, 'instanceId' | 'version'>): LiveEngine | undefined {
    return this.#live.take(instance.instanceId, instance.version);
  }

  /**
   * A new version of the instance row: with the engine now holding it, or none (the engine goes).
   * With `timers`, the instance's timers become those (in the same statement).
   */
  private async bump(
    instanceId: number,
    values: Partial<Omit<Instance, 'version'>>,
    tx: Tx,
    live?: LiveEngine,
    timers?: StepResult['timers'],
    closing?: Closing,
  ): Promise<OpenTask[]> {
    const written = await this.repo.updateInstance(instanceId, values, tx, timers, closing);
    if (written) this.remember(written.row, tx);
    else this.#rows.get(tx)?.delete(instanceId);
    this.#parked.get(tx)?.set(instanceId, { version: written?.row.version ?? 0, live });
    return written?.open ?? [];
  }

  private remember(row: Instance, tx: Tx): Instance {
    let rows = this.#rows.get(tx);
    if (!rows) {
      rows = new Map();
      this.#rows.set(tx, rows);
    }
    rows.set(row.instanceId, row);
    return row;
  }

  /** The instance row as this transaction left it (read when it has not written or locked it). */
  private async current(instanceId: number, tx: Tx): Promise<Instance | undefined> {
    return this.#rows.get(tx)?.get(instanceId) ?? (await this.repo.instance(instanceId, tx));
  }

  /** A handler's failure refuses the step (nothing of it is saved). */
  private async runHandlers(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw badRequest('workflow.engine.failed', { reason: reason.slice(0, 300) });
    }
  }

  /**
   * Keeps the records of a business table in step with their instances: `hook` runs in the same
   * transaction after every start, step, rejection, resubmission, withdrawal and timer of an
   * instance of `bizTable`, whichever route caused it (the order's own calls or the task centre).
   */
  onStatusChange(bizTable: string, hook: StatusHook): void {
    this.#statusHooks.set(bizTable, hook);
  }

  /**
   * More candidates for the group tasks (those offered to roles or departments) of instances of
   * `bizTable`: the users the business names, such as the approvers of a problem's project.
   */
  offerTo(bizTable: string, hook: OfferHook): void {
    this.#offers.set(bizTable, hook);
  }

  /** A group task of the instance is offered to the users its business names as well. */
  private async offered(instance: Instance, assignment: Assignment, tx: Tx): Promise<Assignment> {
    const hook = this.#offers.get(instance.bizTable);
    if (!hook || 'sole' in assignment || assignment.assigneeId !== null) return assignment;
    if (!assignment.candidates.some((c) => c.kind !== 'u')) return assignment;
    const users = new Set(assignment.candidates.filter((c) => c.kind === 'u').map((c) => c.refId));
    const more = (await hook(instance, tx)).filter((id) => !users.has(id));
    return {
      ...assignment,
      candidates: [...assignment.candidates, ...more.map((refId) => ({ kind: 'u' as const, refId }))],
    };
  }

  /**
   * What the starter's message about the outcome of an instance of `bizTable` refers to (the
   * message drawer opens that record); without one, work orders open the order and any other
   * business the task centre's 我的任务.
   */
  relateOutcomes(bizTable: string, tables: Partial<Record<Outcome, NewMessage['relateTable']>>): void {
    this.#relates.set(bizTable, tables);
  }

  /**
   * The business of `bizTable` tells the starter of a rejection and of the approval itself, in its
   * own words (a problem's approval: 安全问题/问题「name」, from its status hook in the same step);
   * the runtime then sends the starter no outcome message of its own for those instances.
   */
  tellsOutcomes(bizTable: string): void {
    this.#selfTold.add(bizTable);
  }

  private relateOf(instance: Instance, outcome: Outcome): NewMessage['relateTable'] {
    return this.#relates.get(instance.bizTable)?.[outcome] ?? relateOf(instance);
  }

  /** Runs the status hook of the instance's business table (if any) on the row as the step left it. */
  private async changed(of: Pick<Instance, 'instanceId' | 'bizTable'>, tx: Tx): Promise<void> {
    const hook = this.#statusHooks.get(of.bizTable);
    if (!hook) return;
    const instance = await this.current(of.instanceId, tx);
    if (instance) await hook(instance, tx);
  }

  /**
   * Instances cancelled outside a step (a definition deleted with the cascade): their kept engines
   * go, and the status hooks of their business tables run on the cancelled rows.
   */
  async cancelled(instances: Instance[], tx: Tx): Promise<void> {
    for (const instance of instances) {
      this.remember(instance, tx);
      this.#live.delete(instance.instanceId);
      await this.changed(instance, tx);
    }
  }

  private async inTx<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    if (tx) return work(tx);
    const parked: Parked = new Map();
    const out = await this.repo.db.transaction((own) => {
      this.#parked.set(own, parked);
      return work(own);
    });
    // Committed: each instance's engine is kept at the version its last step wrote.
    for (const [instanceId, { version, live }] of parked) {
      if (live) this.#live.put(instanceId, version, live);
      else this.#live.delete(instanceId);
    }
    return out;
  }

  compiled(definitionId: number, xml: string): Promise<CompiledDefinition> {
    let entry = this.#compiled.get(definitionId);
    if (!entry) {
      entry = compileDefinition(xml);
      entry.catch(() => this.#compiled.delete(definitionId));
      if (this.#compiled.size >= COMPILED_MAX) {
        const oldest = this.#compiled.keys().next().value;
        if (oldest !== undefined) this.#compiled.delete(oldest);
      }
      this.#compiled.set(definitionId, entry);
    }
    return entry;
  }

  /** The instance's compiled definition: read from the database only when not compiled yet (they never change). */
  private async definitionOf(instance: Pick<Instance, 'definitionId'>, tx: Tx) {
    const known = this.#compiled.get(instance.definitionId);
    if (known) return { compiled: await known };
    const definition = await this.repo.definition(instance.definitionId, tx);
    if (!definition) throw badRequest('workflow.definition.notFound');
    return { compiled: await this.compiled(definition.definitionId, definition.xml) };
  }

  /** Runs bpmn-engine; a model error becomes a clear refusal naming its reason. */
  private async run(work: () => Promise<StepResult>): Promise<StepResult> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw badRequest('workflow.engine.failed', { reason: reason.slice(0, 300) });
    }
  }

  /**
   * Starts the latest version of a process for a business record; answers the instance and the
   * tasks it now waits on (after the submission, when the start is one).
   */
  async start(actor: Actor, input: StartInput, tx?: Tx): Promise<{ instance: Instance; tasks: Task[] }> {
    return this.inTx(tx, async (tx) => {
      const definition = await this.repo.latestDefinition(input.definitionKey, tx);
      if (!definition) throw badRequest('workflow.definition.missing', { key: input.definitionKey });
      if (definition.suspended === '1') throw badRequest('workflow.definition.suspended', { key: input.definitionKey });
      const { compiled } = await this.definitionOf(definition, tx);
      const variables = {
        ...(input.variables ?? {}),
        initiator: actor.userId,
        creator: actor.userId,
        bizId: String(input.bizId),
      };
      const result = await this.run(() => this.runner.start(compiled, variables, tx));
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
      this.remember(instance, tx);
      this.#parked.get(tx)?.set(instance.instanceId, { version: instance.version, live: result.live });
      // A new instance has no timers or tasks yet.
      if (!result.completed && result.timers.length > 0)
        await this.repo.replaceTimers(instance.instanceId, result.timers, tx);
      const quiet = input.submit ? actor.userId : undefined;
      const tasks = await this.settle(instance, compiled, result, actor, tx, { quiet });
      await this.changed(instance, tx);
      const own = quiet === undefined ? undefined : tasks.find((task) => task.assigneeId === quiet);
      if (own) return this.complete(actor, own.taskId, { action: 'submit' }, tx);
      return { instance: (await this.current(instance.instanceId, tx)) ?? instance, tasks };
    });
  }

  /** Completes a task (approve): its variables are set, the process moves on. */
  async complete(actor: Actor, taskId: number, input: CompleteInput = {}, tx?: Tx) {
    return this.inTx(tx, async (tx) => {
      const { instance, task, compiled, siblings } = await this.lockTask(actor, taskId, tx);
      const action = input.action ?? 'approve';
      const comment = (input.comment ?? '').slice(0, 500);
      if (task.ownerId !== null && task.ownerId !== actor.userId) {
        // A delegated task goes back to its owner when the delegate resolves it.
        await this.repo.updateTask(task.taskId, { assigneeId: task.ownerId, ownerId: null, outcome: 'resolve' }, tx);
        await this.comment(instance, task, actor, 'resolve', comment, tx, compiled);
        await this.notifyTask(instance, { ...task, assigneeId: task.ownerId }, [], tx);
        return { instance, tasks: [] as Task[] };
      }
      const closing: Closing = {
        taskId: task.taskId,
        values: { status: 'done', outcome: action, comment, handledBy: actor.userId, endTime: new Date() },
        comment: this.commentRow(instance, task, actor, action, comment, compiled),
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
        await this.runHandlers(() => runListeners(this.handlers, listeners, 'complete', task.elementId, scope, tx));
        Object.assign(variables, scope);
      }
      const result = await this.run(() =>
        this.runner.step(
          compiled,
          instance.state as SavedState,
          { kind: 'complete', executionId: task.executionId, variables },
          instance.variables,
          tx,
          this.liveOf(instance),
        ),
      );
      // The task is closed and its comment written with the step's row (one statement).
      const tasks = await this.persist(instance, compiled, result, actor, tx, 'running', undefined, closing);
      await this.changed(instance, tx);
      return { instance: (await this.current(instance.instanceId, tx)) ?? instance, tasks };
    });
  }

  /**
   * Rejects a task back to the previous user task, to any earlier completed one, or to the
   * starter (who may then resubmit): the token moves there, the returned task goes to whoever
   * handled it before.
   */
  async reject(actor: Actor, taskId: number, target: ReturnTarget, reason: string, tx?: Tx) {
    return this.inTx(tx, async (tx) => {
      const { instance, task, compiled } = await this.lockTask(actor, taskId, tx);
      const history = await this.repo.tasksOf(instance.instanceId, tx);
      // Tasks that moved the process forward (a rejected task is no place to return to).
      const done = history.filter(
        (t) => t.status === 'done' && t.outcome !== 'reject' && t.elementId !== task.elementId,
      );
      const first = history[0];
      let to: Task | undefined;
      if (target === 'starter') to = first?.elementId === task.elementId ? undefined : first;
      else if (target === 'previous') to = done.filter((t) => t.taskId < task.taskId).at(-1);
      else to = done.filter((t) => t.elementId === target).at(-1);
      if (!to) {
        if (target === 'previous' || target === 'starter') throw badRequest('workflow.task.noTarget');
        throw badRequest('workflow.task.badTarget', { target });
      }
      const toStarter = first !== undefined && to.elementId === first.elementId;
      const open = await this.repo.openTasksOf(instance.instanceId, tx);
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
      await this.comment(instance, task, actor, 'reject', comment, tx, compiled);
      const action: StepAction = { kind: 'move', to: to.elementId, from: [task.elementId], variables: { approve: 2 } };
      const result = await this.run(() =>
        this.runner.step(compiled, instance.state as SavedState, action, instance.variables, tx, this.liveOf(instance)),
      );
      const returnedTo = new Map([[to.elementId, to.handledBy ?? to.assigneeId]]);
      const tasks = await this.persist(
        instance,
        compiled,
        result,
        actor,
        tx,
        toStarter ? 'rejected' : 'running',
        returnedTo,
      );
      const process = instance.name;
      if (toStarter && !this.#selfTold.has(instance.bizTable)) {
        await this.messages.send(
          [
            {
              recipient: instance.starterId,
              title: `您的申请「${process}」被驳回：${comment}`,
              titleKey: 'message.processRejected',
              titleParams: { process, reason: comment },
              content: comment,
              relateTable: this.relateOf(instance, 'rejected'),
              relateId: instance.bizId || String(instance.instanceId),
              createBy: actor.userName,
            },
          ],
          tx,
        );
      }
      await this.changed(instance, tx);
      return { instance: (await this.current(instance.instanceId, tx)) ?? instance, tasks };
    });
  }

  /** The starter takes the process back while nobody else has handled it. */
  async withdraw(actor: Actor, instanceId: number, reason: string, tx?: Tx) {
    return this.inTx(tx, async (tx) => {
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
      await this.bump(instance.instanceId, { status: 'withdrawn', endTime: new Date() }, tx, undefined, []);
      const { compiled } = await this.definitionOf(instance, tx);
      await this.comment(instance, null, actor, 'withdraw', reason.slice(0, 500), tx, compiled);
      await this.changed(instance, tx);
      return (await this.current(instance.instanceId, tx)) ?? instance;
    });
  }

  /** The starter completes the task a rejection returned to them, with edited values. */
  async resubmit(actor: Actor, instanceId: number, input: CompleteInput, tx?: Tx) {
    return this.inTx(tx, async (tx) => {
      const instance = await this.repo.instance(instanceId, tx, true);
      if (!instance) throw badRequest('workflow.instance.notFound');
      if (instance.starterId !== actor.userId) throw badRequest('workflow.instance.notStarter');
      if (instance.status !== 'rejected') throw badRequest('workflow.instance.notRejected');
      const [task] = await this.repo.openTasksOf(instance.instanceId, tx);
      if (!task) throw badRequest('workflow.instance.notRejected');
      await this.bump(instance.instanceId, { status: 'running' }, tx);
      return this.complete(actor, task.taskId, { ...input, action: 'resubmit' }, tx);
    });
  }

  /** Hands a task to another user: `delegate` brings it back to the owner afterwards, `transfer` does not. */
  async reassign(actor: Actor, taskId: number, kind: 'delegate' | 'transfer', userId: number, reason: string, tx?: Tx) {
    return this.inTx(tx, async (tx) => {
      const { instance, task, compiled } = await this.lockTask(actor, taskId, tx);
      if (userId === actor.userId) throw badRequest('workflow.task.selfUser');
      if (!(await this.repo.enabledUsers([userId], tx)).has(userId)) throw badRequest('workflow.task.badUser');
      const owner = kind === 'delegate' ? (task.ownerId ?? task.assigneeId ?? actor.userId) : null;
      await this.repo.updateTask(task.taskId, { assigneeId: userId, ownerId: owner, outcome: kind }, tx);
      const comment = reason.slice(0, 500);
      await this.comment(instance, task, actor, kind, comment, tx, compiled);
      const updated = { ...task, assigneeId: userId };
      await this.notifyTask(instance, updated, [], tx);
      return updated;
    });
  }

  /** 加签: more users must complete this task before the process moves on. */
  async addSigners(actor: Actor, taskId: number, userIds: number[], reason: string, tx?: Tx) {
    return this.inTx(tx, async (tx) => {
      const { instance, task, compiled } = await this.lockTask(actor, taskId, tx);
      const wanted = [...new Set(userIds)].filter((id) => id !== actor.userId);
      const enabled = await this.repo.enabledUsers(wanted, tx);
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
        await this.notifyTask(instance, row, [], tx);
      }
      await this.comment(instance, task, actor, 'addSign', reason.slice(0, 500), tx, compiled);
      return created;
    });
  }

  /**
   * Fires the timers due by `now`: each instance is locked `skip locked` (another replica at work
   * on it keeps it), the timer is checked again under that lock, and the step recovers the
   * instance, whose expired timer fires on resume. Answers how many fired.
   */
  async fireDueTimers(now = new Date(), limit = 50): Promise<number> {
    let fired = 0;
    for (const timer of await this.repo.dueTimers(now, limit)) {
      const done = await this.repo.db.transaction(async (tx) => {
        const instance = await this.repo.instanceIfFree(timer.instanceId, tx);
        if (!instance || !(await this.repo.timerDue(timer.timerId, now, tx))) return false;
        if (instance.status !== 'running' && instance.status !== 'rejected') {
          await this.repo.replaceTimers(instance.instanceId, [], tx);
          return false;
        }
        const { compiled } = await this.definitionOf(instance, tx);
        const result = await this.run(() =>
          this.runner.step(
            compiled,
            instance.state as SavedState,
            { kind: 'resume' },
            instance.variables,
            tx,
            this.liveOf(instance),
          ),
        );
        await this.comment(instance, null, SYSTEM, 'timeout', timer.elementId, tx, compiled);
        await this.persist(instance, compiled, result, SYSTEM, tx, instance.status);
        await this.changed(instance, tx);
        return true;
      });
      if (done) fired++;
    }
    return fired;
  }

  /**
   * Delivers a message (by name or id) to one instance waiting for it, with variables: its catch
   * event or receive task moves on. Refused when the instance waits for no such message.
   */
  async deliverMessage(actor: Actor, instanceId: number, name: string, variables: Record<string, unknown>, tx?: Tx) {
    return this.inTx(tx, async (tx) => {
      const instance = await this.repo.instance(instanceId, tx, true);
      if (!instance) throw badRequest('workflow.instance.notFound');
      if (instance.status !== 'running' && instance.status !== 'rejected')
        throw badRequest('workflow.instance.notRunning');
      return this.deliver(actor, instance, 'message', name, variables, tx);
    });
  }

  /**
   * Throws a signal (by name or id) to every instance waiting for it, each in its own transaction
   * (at most `limit`). Answers how many received it.
   */
  async throwSignal(actor: Actor, name: string, variables: Record<string, unknown>, limit = 500): Promise<number> {
    let received = 0;
    for (const instanceId of await this.repo.awaiting('signal', name, limit)) {
      const moved = await this.repo.db.transaction(async (tx) => {
        const instance = await this.repo.instance(instanceId, tx, true);
        if (!instance || (instance.status !== 'running' && instance.status !== 'rejected')) return false;
        if (!waitsFor(instance, 'signal', name)) return false;
        await this.deliver(actor, instance, 'signal', name, variables, tx);
        return true;
      });
      if (moved) received++;
    }
    return received;
  }

  private async deliver(
    actor: Actor,
    instance: Instance,
    kind: 'message' | 'signal',
    name: string,
    variables: Record<string, unknown>,
    tx: Tx,
  ) {
    const awaited = waitsFor(instance, kind, name);
    if (!awaited) throw badRequest('workflow.instance.notAwaiting', { name });
    const { compiled } = await this.definitionOf(instance, tx);
    const result = await this.run(() =>
      this.runner.step(
        compiled,
        instance.state as SavedState,
        { kind: 'deliver', ref: awaited.ref, variables },
        instance.variables,
        tx,
        this.liveOf(instance),
      ),
    );
    await this.comment(instance, null, actor, kind, awaited.name, tx, compiled);
    const tasks = await this.persist(instance, compiled, result, actor, tx, instance.status);
    return { instance: (await this.current(instance.instanceId, tx)) ?? instance, tasks };
  }

  /** Locks the task's instance, then checks the task is still open and the actor's. */
  private async lockTask(actor: Actor, taskId: number, tx: Tx) {
    const instance = await this.repo.lockInstanceOfTask(taskId, tx);
    if (!instance) {
      throw badRequest((await this.repo.task(taskId, tx)) ? 'workflow.instance.notFound' : 'workflow.task.notFound');
    }
    this.remember(instance, tx);
    // Read again under the lock: another step may have handled it while this one waited.
    const found = await this.repo.taskFor(taskId, actor, tx);
    const task = found?.task;
    if (task?.status !== 'open') throw badRequest('workflow.task.handled');
    if (!actor.admin && !found?.mine) throw badRequest('workflow.task.notYours');
    const siblings = found?.siblings === true;
    if (instance.status !== 'running' && instance.status !== 'rejected')
      throw badRequest('workflow.instance.notRunning');
    const { compiled } = await this.definitionOf(instance, tx);
    return { instance, task, compiled, siblings };
  }

  /** Writes a step's result: the instance row, then its tasks (see settle). */
  private async persist(
    instance: Instance,
    compiled: CompiledDefinition,
    result: StepResult,
    actor: Actor,
    tx: Tx,
    status: string,
    returnedTo?: Map<string, number | null>,
    /** The task the action closes (written with the row). */
    closing?: Closing,
  ): Promise<Task[]> {
    const values = stepValues(instance, [result], status);
    const open = await this.bump(instance.instanceId, values, tx, result.live, timersOf(result), closing);
    const current = { ...instance, status: result.completed ? 'completed' : status };
    return this.settle(current, compiled, result, actor, tx, { returnedTo, open });
  }

  /**
   * Matches the open task rows with the executions now waiting: new waits become tasks (assigned,
   * notified), tasks whose execution no longer waits are cancelled (a completed multi-instance,
   * a moved token). Tasks whose skipExpression holds are completed at once. The instance row (with
   * its timers) is written before, which answered its open tasks (`open`).
   */
  private async settle(
    instance: Instance,
    compiled: CompiledDefinition,
    result: StepResult,
    actor: Actor,
    tx: Tx,
    { returnedTo, depth = 0, open = [], quiet }: Settling = {},
  ): Promise<Task[]> {
    const waiting = new Map(result.waiting.map((w) => [w.executionId, w]));
    const gone = open.filter((t) => !waiting.has(t.executionId)).map((t) => t.taskId);
    await this.repo.closeTasks(gone, { status: 'cancelled', endTime: new Date() }, tx);
    const waitingAlready = new Set(open.map((t) => t.executionId));
    const created: Task[] = [];
    let mute = quiet;
    for (const wait of result.waiting) {
      if (waitingAlready.has(wait.executionId)) continue;
      const variables = { ...result.variables, ...wait.local };
      if (depth < SKIP_MAX && this.skips(wait, variables)) {
        const next = await this.run(() =>
          this.runner.step(
            compiled,
            result.state,
            { kind: 'complete', executionId: wait.executionId },
            result.variables,
            tx,
            result.live,
          ),
        );
        const values = stepValues(instance, [result, next], instance.status);
        const stillOpen = await this.bump(instance.instanceId, values, tx, next.live, timersOf(next));
        return this.settle(instance, compiled, next, actor, tx, {
          returnedTo,
          depth: depth + 1,
          open: stillOpen,
          quiet: mute,
        });
      }
      const assignment = await this.offered(
        instance,
        await this.assign(wait, variables, returnedTo?.get(wait.elementId) ?? null, tx),
        tx,
      );
      const values = {
        instanceId: instance.instanceId,
        elementId: wait.elementId,
        name: wait.name.slice(0, 100),
        executionId: wait.executionId,
        formKey: String(wait.behaviour.formKey ?? '').slice(0, 64),
        buttons: buttonsOf(wait),
        priority: priorityOf(wait, variables),
        dueDate: dueDateOf(wait, variables),
      };
      const task =
        'sole' in assignment
          ? await this.repo.insertTaskForUser(values, assignment.sole, tx)
          : await this.repo.insertTask(
              { ...values, assigneeId: assignment.assigneeId },
              assignment.assigneeId === null ? assignment.candidates : [],
              tx,
            );
      created.push(task);
      if (mute !== undefined && task.assigneeId === mute) mute = undefined;
      else await this.notifyTask(instance, task, 'sole' in assignment ? [] : assignment.candidates, tx);
      const listeners = compiled.taskListeners.get(wait.elementId) ?? [];
      if (listeners.length > 0) {
        const scope = { ...result.variables };
        const run = (event: string) => runListeners(this.handlers, listeners, event, wait.elementId, scope, tx);
        await this.runHandlers(async () => {
          await run('create');
          if (task.assigneeId !== null) await run('assignment');
        });
        if (JSON.stringify(scope) !== JSON.stringify(result.variables)) {
          Object.assign(result.variables, scope);
          await this.repo.setVariables(instance.instanceId, result.variables, tx);
          const row = this.#rows.get(tx)?.get(instance.instanceId);
          if (row) row.variables = { ...result.variables };
        }
      }
    }
    if (result.completed && instance.parentInstanceId !== null && instance.parentExecutionId !== null) {
      // A called process that ended hands its variables back and its caller moves on.
      await this.returnToParent(instance.parentInstanceId, instance.parentExecutionId, result.variables, actor, tx);
    } else if (result.completed && instance.status !== 'withdrawn' && !this.#selfTold.has(instance.bizTable)) {
      const process = instance.name;
      await this.messages.send(
        [
          {
            recipient: instance.starterId,
            title: `您的申请「${process}」已通过`,
            titleKey: 'message.processApproved',
            titleParams: { process },
            relateTable: this.relateOf(instance, 'completed'),
            relateId: instance.bizId || String(instance.instanceId),
            createBy: actor.userName,
          },
        ],
        tx,
      );
    }
    await this.call(instance, result, tx);
    return created;
  }

  /**
   * Starts the called process (by key, latest version) of each call activity now waiting, once per
   * call; its starter is the caller's. A called process that ends at once moves its caller on
   * within this step (the caller's row then has a newer version, and this settle stops).
   */
  private async call(instance: Instance, result: StepResult, tx: Tx) {
    for (const call of result.calls) {
      if (await this.repo.hasChild(instance.instanceId, call.executionId, tx)) continue;
      const starter: Actor = {
        userId: instance.starterId,
        userName: instance.starterName,
        deptId: null,
        roleIds: [],
        admin: false,
      };
      const before = await this.repo.instance(instance.instanceId, tx);
      await this.start(
        starter,
        {
          definitionKey: call.calledElement,
          bizTable: instance.bizTable,
          bizId: instance.bizId,
          businessKey: instance.businessKey,
          variables: call.input,
          parent: { instanceId: instance.instanceId, executionId: call.executionId },
        },
        tx,
      );
      const after = await this.repo.instance(instance.instanceId, tx);
      if (after?.version !== before?.version) return;
    }
  }

  private async returnToParent(
    parentId: number,
    executionId: string,
    variables: Record<string, unknown>,
    actor: Actor,
    tx: Tx,
  ) {
    const parent = await this.repo.instance(parentId, tx, true);
    if (!parent || (parent.status !== 'running' && parent.status !== 'rejected')) return;
    const { compiled } = await this.definitionOf(parent, tx);
    const { initiator: _i, creator: _c, bizId: _b, ...returned } = variables;
    const result = await this.run(() =>
      this.runner.step(
        compiled,
        parent.state as SavedState,
        { kind: 'complete', executionId, variables: returned },
        parent.variables,
        tx,
        this.liveOf(parent),
      ),
    );
    await this.persist(parent, compiled, result, actor, tx, parent.status);
  }

  private skips(wait: WaitingTask, variables: Record<string, unknown>): boolean {
    const expression = wait.behaviour.skipExpression;
    if (typeof expression !== 'string' || expression.trim() === '') return false;
    return evaluateTemplate(expression, variables) === true;
  }

  /**
   * Who gets a new task: the model's assignee (a user id, `${initiator}`), else its candidate
   * users and groups (`d<deptId>`, `r<roleId>`) and the rule-based Assignee extension elements.
   * A returned task goes back to whoever handled it. Disabled users are never assigned. When one
   * user is all the task may go to (`sole`), the task is theirs if they are enabled, else nobody's:
   * the insert checks it (no look-up here).
   */
  private async assign(
    wait: WaitingTask,
    variables: Record<string, unknown>,
    returnedTo: number | null,
    tx: Tx,
  ): Promise<Assignment> {
    const behaviour = wait.behaviour;
    const users: number[] = [];
    const candidates: Candidate[] = [];
    let assignee: number | null = returnedTo;
    if (assignee === null) assignee = userIdOf(evaluate(behaviour.assignee, variables));
    for (const part of splitList(evaluate(behaviour.candidateUsers, variables))) {
      const id = userIdOf(part);
      if (id !== null) users.push(id);
    }
    for (const part of splitList(evaluate(behaviour.candidateGroups, variables))) {
      const match = /^([dr])(\d{1,15})$/.exec(part);
      if (match) candidates.push({ kind: match[1] as 'd' | 'r', refId: Number(match[2]) });
    }
    for (const rule of extensionsOf(wait, 'Assignee').sort(bySort)) {
      const condition = typeof rule.condition === 'string' ? rule.condition.trim() : '';
      if (condition && evaluate(condition, variables) !== true) continue;
      const values = splitList(evaluate(rule.value, variables));
      const type = String(rule.type ?? '').toLowerCase();
      if (type === 'initiator' || type === 'creator' || type === 'starter') users.push(Number(variables.initiator));
      else if (type === 'role') for (const v of values) candidates.push({ kind: 'r', refId: Number(v) });
      else if (type === 'dept') for (const v of values) candidates.push({ kind: 'd', refId: Number(v) });
      else for (const v of values) if (userIdOf(v) !== null) users.push(Number(v));
    }
    const ids = new Set([...(assignee === null ? [] : [assignee]), ...users]);
    const [sole] = ids;
    if (ids.size === 1 && candidates.length === 0 && sole !== undefined && Number.isSafeInteger(sole) && sole > 0) {
      return { sole };
    }
    const enabled = await this.repo.enabledUsers([...ids], tx);
    if (assignee !== null && !enabled.has(assignee)) assignee = null;
    const userCandidates = [...new Set(users)].filter((id) => enabled.has(id));
    if (assignee === null && userCandidates.length === 1 && candidates.length === 0) {
      return { assigneeId: userCandidates[0] ?? null, candidates: [] };
    }
    return {
      assigneeId: assignee,
      candidates: [
        ...userCandidates.map((refId) => ({ kind: 'u' as const, refId })),
        ...candidates.filter((c) => Number.isSafeInteger(c.refId)),
      ],
    };
  }

  /** A message to the task's assignee, or to every enabled candidate (at most NOTIFY_MAX). */
  private async notifyTask(instance: Instance, task: Task, candidates: Candidate[], tx: Tx) {
    const recipients =
      task.assigneeId !== null ? [task.assigneeId] : await this.repo.usersOf(candidates, NOTIFY_MAX, tx);
    // The record the business named (an order's title, a problem's name), else the process.
    const process = instance.title || instance.name;
    const messages: NewMessage[] = recipients.map((recipient) => ({
      recipient,
      title: `待办：${process}「${task.name}」`,
      titleKey: 'message.taskNew',
      titleParams: { process, task: task.name },
      relateTable: 'workflow_task',
      relateId: task.taskId,
      createBy: instance.starterName,
    }));
    await this.messages.send(messages, tx);
  }

  private async comment(
    instance: Instance,
    task: Task | null,
    actor: Actor,
    action: string,
    message: string,
    tx: Tx,
    compiled: CompiledDefinition,
  ) {
    await this.repo.insertComment(this.commentRow(instance, task, actor, action, message, compiled), tx);
  }

  private commentRow(
    instance: Instance,
    task: Task | null,
    actor: Actor,
    action: string,
    message: string,
    compiled: CompiledDefinition,
  ) {
    return {
      instanceId: instance.instanceId,
      taskId: task?.taskId ?? null,
      bizId: instance.bizId,
      elementId: task?.elementId ?? '',
      elementName: task ? (compiled.names.get(task.elementId) ?? task.name) : instance.name,
      userId: actor.userId,
      userName: shownName(actor),
      action,
      message,
    };
  }
}

/** The timers an instance waits for after a step (none once it ended). */
function timersOf(result: StepResult): StepResult['timers'] {
  return result.completed ? [] : result.timers;
}

/** What an instance row holds after steps (the last one's state; elements and flows of all). */
function stepValues(instance: Instance, steps: StepResult[], status: string) {
  const last = steps[steps.length - 1] as StepResult;
  return {
    state: last.state,
    variables: last.variables,
    finished: unique([...instance.finished, ...steps.flatMap((step) => step.left)]),
    taken: unique([...instance.taken, ...steps.flatMap((step) => step.taken)]),
    awaiting: last.awaiting,
    status: last.completed ? 'completed' : status,
    endTime: last.completed ? new Date() : null,
  };
}

function waitsFor(instance: Instance, kind: 'message' | 'signal', name: string) {
  return instance.awaiting.find((a) => a.kind === kind && (a.name === name || a.ref === name));
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

function evaluate(value: unknown, variables: Record<string, unknown>): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value ?? null;
  return evaluateTemplate(value, variables);
}

function splitList(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((v) => v.trim())
      .filter(Boolean);
  if (value === null || value === undefined) return [];
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function userIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && USER_ID.test(value.trim())) return Number(value.trim());
  return null;
}

type Extension = Record<string, unknown> & { $type: string; sort?: unknown };

function extensionsOf(wait: WaitingTask, localType: string): Extension[] {
  return behaviourExtensions(wait.behaviour, localType);
}

const bySort = (a: Extension, b: Extension) => Number(a.sort ?? 0) - Number(b.sort ?? 0);

function buttonsOf(wait: WaitingTask): TaskButton[] {
  return extensionsOf(wait, 'Button')
    .sort(bySort)
    .map((b) => ({
      id: String(b.id ?? ''),
      name: String(b.name ?? ''),
      code: String(b.code ?? ''),
      isHide: b.isHide === true || b.isHide === 'true' || b.isHide === '1',
      next: String(b.next ?? ''),
      sort: Number(b.sort ?? 0),
    }));
}

function priorityOf(wait: WaitingTask, variables: Record<string, unknown>): number {
  const value = Number(evaluate(wait.behaviour.priority, variables));
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : 50;
}

/** `dueDate`: an ISO date-time, an ISO duration from now (`PT24H`, `P2D`), or an expression giving one. */
function dueDateOf(wait: WaitingTask, variables: Record<string, unknown>): Date | null {
  const value = evaluate(wait.behaviour.dueDate, variables);
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const duration = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (duration) {
    const [, d, h, m, s] = duration.map((part) => Number(part ?? 0));
    return new Date(Date.now() + (((d ?? 0) * 24 + (h ?? 0)) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The outcomes of an instance its starter is told about. */
type Outcome = 'rejected' | 'completed';

/** Messages about an instance open its business record when the drawer knows the table. */
function relateOf(instance: Instance): NewMessage['relateTable'] {
  const table = instance.bizTable;
  return table === 'quality_problem_rectification' || table === 'sys_work_order' ? table : 'workflow_instance';
}
