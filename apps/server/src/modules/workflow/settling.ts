import type { Tx } from '../../core/db/client.ts';
import type { HandlerRegistry } from '../../core/workflow/handlers.ts';
import { runListeners } from '../../core/workflow/listeners.ts';
import type { CompiledDefinition, SavedState, StepResult, WaitingTask } from '../../core/workflow/process-runner.ts';
import type { MessagesService, NewMessage } from '../messages/index.ts';
import {
  type Assignment,
  among,
  buttonsOf,
  dueDateOf,
  named,
  namesOf,
  priorityOf,
  skips,
  usersOf,
  withNames,
} from './assignment.ts';
import type { DirectoryRepository } from './directory.repository.ts';
import type { Candidate, Closing, Instance, OpenTask, RuntimeRepository, Task } from './runtime.repository.ts';
import type { BusinessHooks } from './runtime-hooks.ts';
import { type Actor, type StartInput, shownName } from './runtime-types.ts';
import { refusing, type StepUnit } from './step-unit.ts';

/** Every task message carries at most this many candidate recipients. */
const NOTIFY_MAX = 200;
/** Tasks skipped by `skipExpression` in a row before the step stops (a loop in the model). */
const SKIP_MAX = 50;

/** How a step's waits become tasks (see settle). */
interface Settling {
  /** Who each returned-to task goes back to (a rejection), by element id. */
  returnedTo?: Map<string, number | null> | undefined;
  /** Tasks skipped by skipExpression so far in this step. */
  depth?: number;
  /** The instance's tasks open before the step. */
  open?: OpenTask[];
  /** A user not told of the first task assigned to them alone (the starter, whose submission it is). */
  quiet?: number | undefined;
}

/** The timers an instance waits for after a step (none once it ended). */
export function timersOf(result: StepResult): StepResult['timers'] {
  return result.completed ? [] : result.timers;
}

const unique = (ids: string[]): string[] => [...new Set(ids)];

/** What an instance row holds after steps (the last one's state; elements and flows of all). */
export function stepValues(instance: Instance, steps: StepResult[], status: string) {
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

/**
 * Settling a step and telling people: the step's row is written, its waits become tasks (assigned
 * by the model's rules, offered to whom the business names, their listeners run), tasks no longer
 * waited on are cancelled, called processes start and end, and the assignees, candidates and the
 * starter are sent their messages; the history's comments are written here too.
 */
export class Settler {
  /** Starts a called process (the commands' `start`, set once they exist). */
  startChild: (actor: Actor, input: StartInput, tx: Tx) => Promise<unknown> = async () => {
    throw new Error('no start for called processes');
  };

  constructor(
    private readonly repo: RuntimeRepository,
    private readonly directory: DirectoryRepository,
    private readonly unit: StepUnit,
    private readonly hooks: BusinessHooks,
    private readonly messages: MessagesService,
    private readonly handlers: HandlerRegistry,
  ) {}

  /**
   * Runs the status hook of the instance's business table (if any) on the row as the step left it
   * — on its top caller's row when a call activity started it: the business record (a work order,
   * a problem) follows the process it started, not a called one.
   */
  async changed(of: Pick<Instance, 'instanceId' | 'bizTable'>, tx: Tx): Promise<void> {
    const hook = this.hooks.statusHookOf(of.bizTable);
    if (!hook) return;
    let instance = await this.unit.current(of.instanceId, tx);
    for (let depth = 0; instance && instance.parentInstanceId !== null && depth < 50; depth++) {
      instance = await this.unit.current(instance.parentInstanceId, tx);
    }
    if (instance) await hook(instance, tx);
  }

  /** Writes a step's result: the instance row, then its tasks (see settle). */
  async persist(
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
    const open = await this.unit.bump(instance.instanceId, values, tx, result.live, timersOf(result), closing);
    const current = { ...instance, status: result.completed ? 'completed' : status };
    return this.settle(current, compiled, result, actor, tx, { returnedTo, open });
  }

  /**
   * Matches the open task rows with the executions now waiting: new waits become tasks (assigned,
   * notified), tasks whose execution no longer waits are cancelled (a completed multi-instance,
   * a moved token). Tasks whose skipExpression holds are completed at once. The instance row (with
   * its timers) is written before, which answered its open tasks (`open`).
   */
  async settle(
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
      if (depth < SKIP_MAX && skips(wait.spec, variables)) {
        const action = { kind: 'complete' as const, executionId: wait.executionId };
        const next = await refusing(() =>
          this.unit.runner.step(compiled, result.state, action, result.variables, tx, result.live),
        );
        const values = stepValues(instance, [result, next], instance.status);
        const stillOpen = await this.unit.bump(instance.instanceId, values, tx, next.live, timersOf(next));
        return this.settle(instance, compiled, next, actor, tx, {
          returnedTo,
          depth: depth + 1,
          open: stillOpen,
          quiet: mute,
        });
      }
      const task = await this.newTask(instance, wait, variables, returnedTo?.get(wait.elementId) ?? null, tx, mute);
      created.push(task.row);
      if (task.muted) mute = undefined;
      await this.taskListeners(instance, compiled, wait, task.row, result, tx);
    }
    if (result.completed && instance.parentInstanceId !== null && instance.parentExecutionId !== null) {
      // A called process that ended hands its variables back and its caller moves on.
      await this.returnToParent(instance.parentInstanceId, instance.parentExecutionId, result.variables, actor, tx);
    } else if (result.completed && instance.status !== 'withdrawn') {
      await this.tellOutcome(instance, 'completed', actor, '', tx);
    }
    await this.call(instance, result, tx);
    return created;
  }

  /** A task for a new wait: assigned, offered, stored and its holders told (but the muted user). */
  private async newTask(
    instance: Instance,
    wait: WaitingTask,
    variables: Record<string, unknown>,
    returnedTo: number | null,
    tx: Tx,
    mute: number | undefined,
  ): Promise<{ row: Task; muted: boolean }> {
    const assignment = await this.hooks.offered(instance, await this.assign(wait, variables, returnedTo, tx), tx);
    const values = {
      instanceId: instance.instanceId,
      elementId: wait.elementId,
      name: wait.name.slice(0, 100),
      executionId: wait.executionId,
      formKey: wait.spec.formKey.slice(0, 64),
      buttons: buttonsOf(wait.spec),
      priority: priorityOf(wait.spec, variables),
      dueDate: dueDateOf(wait.spec, variables),
    };
    const row =
      'sole' in assignment
        ? await this.repo.insertTaskForUser(values, assignment.sole, tx)
        : await this.repo.insertTask(
            { ...values, assigneeId: assignment.assigneeId },
            assignment.assigneeId === null ? assignment.candidates : [],
            tx,
          );
    if (mute !== undefined && row.assigneeId === mute) return { row, muted: true };
    await this.notifyTask(instance, row, 'sole' in assignment ? [] : assignment.candidates, tx);
    return { row, muted: false };
  }

  /** The task's create and assignment listeners; variables they set are written to the instance. */
  private async taskListeners(
    instance: Instance,
    compiled: CompiledDefinition,
    wait: WaitingTask,
    task: Task,
    result: StepResult,
    tx: Tx,
  ) {
    const listeners = compiled.taskListeners.get(wait.elementId) ?? [];
    if (listeners.length === 0) return;
    const scope = { ...result.variables };
    const run = (event: string) => runListeners(this.handlers, listeners, event, wait.elementId, scope, tx);
    await refusing(async () => {
      await run('create');
      if (task.assigneeId !== null) await run('assignment');
    });
    if (JSON.stringify(scope) === JSON.stringify(result.variables)) return;
    Object.assign(result.variables, scope);
    await this.repo.setVariables(instance.instanceId, result.variables, tx);
    const row = this.unit.known(instance.instanceId, tx);
    if (row) row.variables = { ...result.variables };
  }

  /**
   * Who gets a new task (see assignment.ts): when one user is all it may go to, theirs if they
   * are enabled (the insert checks it, no look-up here); else among the enabled users named.
   */
  private async assign(
    wait: WaitingTask,
    variables: Record<string, unknown>,
    returnedTo: number | null,
    tx: Tx,
  ): Promise<Assignment> {
    let who = named(wait.spec, variables, returnedTo);
    if ('sole' in who) return who;
    const names = namesOf(who);
    if (names.users.length > 0 || names.groups.length > 0) {
      const resolved = await this.directory.resolveNames(names.users, names.groups, tx);
      who = withNames(who, resolved.users, resolved.groups);
    }
    const assignment = among(who, await this.directory.enabledUsers(usersOf(who), tx));
    if ('sole' in assignment || assignment.assigneeId !== null || assignment.candidates.length > 0) return assignment;
    // A task the model assigns to nobody (or to names that match nobody) goes to the process
    // administrators, who claim or assign it: never a task nobody sees.
    return { assigneeId: null, candidates: await this.directory.processAdministrators(tx) };
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
      await this.startChild(
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
    const compiled = await this.unit.definitionOf(parent, tx);
    const { initiator: _i, creator: _c, bizId: _b, ...returned } = variables;
    const result = await refusing(() =>
      this.unit.runner.step(
        compiled,
        parent.state as SavedState,
        { kind: 'complete', executionId, variables: returned },
        parent.variables,
        tx,
        this.unit.liveOf(parent),
      ),
    );
    await this.persist(parent, compiled, result, actor, tx, parent.status);
  }

  // ---- telling people and the history -------------------------------------------------------

  /** A message to the task's assignee, or to every enabled candidate (at most NOTIFY_MAX). */
  async notifyTask(instance: Instance, task: Task, candidates: Candidate[], tx: Tx) {
    const recipients =
      task.assigneeId !== null ? [task.assigneeId] : await this.directory.usersOf(candidates, NOTIFY_MAX, tx);
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

  /** The starter hears of the approval or a rejection to them (unless their business tells them itself). */
  async tellOutcome(instance: Instance, outcome: 'completed' | 'rejected', actor: Actor, reason: string, tx: Tx) {
    if (this.hooks.tellsItself(instance)) return;
    const process = instance.name;
    const common = {
      recipient: instance.starterId,
      relateTable: this.hooks.relateOf(instance, outcome),
      relateId: instance.bizId || String(instance.instanceId),
      createBy: actor.userName,
    };
    const message: NewMessage =
      outcome === 'completed'
        ? {
            ...common,
            title: `您的申请「${process}」已通过`,
            titleKey: 'message.processApproved',
            titleParams: { process },
          }
        : {
            ...common,
            title: `您的申请「${process}」被驳回：${reason}`,
            titleKey: 'message.processRejected',
            titleParams: { process, reason },
            content: reason,
          };
    await this.messages.send([message], tx);
  }

  async comment(
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

  commentRow(
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
