/// <reference path="./bpmn-moddle.d.ts" />
import { EventEmitter } from 'node:events';
import { isZeroTimer, moddleOptionsFor } from '@zj/contract/bpmn';
import * as Elements from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import BpmnModdle from 'bpmn-moddle';
import serializer, { type SerializableContext, TypeResolver } from 'moddle-context-serializer';
import { AppError, badRequest } from '../http/app-error.ts';
import { handlerScripts, workflowExpressions } from './engine-bridge.ts';
import { evaluateTemplate } from './expressions.ts';
import type { HandlerRegistry } from './handlers.ts';
import {
  behaviourExtensions,
  type FlowListeners,
  handlerServices,
  type ListenerSpec,
  listenerExtension,
  listenersOf,
  runListeners,
  type StepContext,
} from './listeners.ts';
import { DEFAULT_RUN_LIMITS, type RunBudget, RunGuard, type RunLimits } from './run-guard.ts';

/**
 * One step of a process instance on bpmn-engine, without a database: start a run, or recover a
 * saved state, apply one action (complete a waiting task, move a token back), and return the new
 * state with what happened (elements entered and left, flows taken, tasks now waiting). The
 * workflow module persists the result in the same transaction as the business change.
 *
 * A definition is compiled once (XML parsed, the moddle context serialized) and its context is
 * reused by every step of every instance; the saved state leaves the source out.
 */

export interface CompiledDefinition {
  /** The definitions element id (bpmn-engine matches saved states to sources by it). */
  id: string;
  processId: string;
  sourceContext: SerializableContext;
  /** Element names by id (for history rows and messages). */
  names: ReadonlyMap<string, string>;
  /** The task listeners of each user task (create, assignment, complete). */
  taskListeners: ReadonlyMap<string, ListenerSpec[]>;
  /** The process's own execution listeners (start: before its start event; end: once it ended). */
  processListeners: ListenerSpec[];
  /** The `take` listeners of sequence flows, by flow id. */
  flowListeners: ReadonlyMap<string, FlowListeners>;
}

export async function compileDefinition(xml: string): Promise<CompiledDefinition> {
  const moddle = new BpmnModdle(moddleOptionsFor(xml));
  const moddleContext = await moddle.fromXML(xml.trim());
  const root = moddleContext.rootElement as unknown as {
    id?: string;
    rootElements?: { $type: string; id: string }[];
  };
  const process = root.rootElements?.find((element) => element.$type === 'bpmn:Process');
  // Flowable's modeler writes <definitions> without an id; bpmn-engine matches a saved state to
  // its source by that id, so one is given (the XML itself is never changed).
  root.id ??= `Definitions_${process?.id ?? 'process'}`;
  const typeResolver = TypeResolver({ ...Elements, TimerEventDefinition: GuardedTimer });
  const sourceContext = serializer(moddleContext, typeResolver);
  const names = new Map<string, string>();
  const taskListeners = new Map<string, ListenerSpec[]>();
  const flowListeners = new Map<string, FlowListeners>();
  type Element = { id?: string; name?: string; $type?: string; targetRef?: { id?: string } };
  for (const element of Object.values(moddleContext.elementsById ?? {}) as Element[]) {
    if (element.id && element.name) names.set(element.id, element.name);
    if (element.id && element.$type === 'bpmn:SequenceFlow') {
      const takes = listenersOf(element as Record<string, unknown>, 'ExecutionListener').filter(
        (listener) => listener.event === 'take',
      );
      if (takes.length > 0) flowListeners.set(element.id, { target: element.targetRef?.id ?? '', listeners: takes });
    }
    if (element.id && element.$type === USER_TASK) {
      const listeners = listenersOf(element as Record<string, unknown>, 'TaskListener');
      if (listeners.length > 0) taskListeners.set(element.id, listeners);
    }
  }
  const processListeners = process
    ? listenersOf(process as unknown as Record<string, unknown>, 'ExecutionListener')
    : [];
  return {
    id: root.id ?? 'definitions',
    processId: process?.id ?? '',
    sourceContext,
    names,
    taskListeners,
    processListeners,
    flowListeners,
  };
}

/**
 * bpmn-elements' timer, refusing a cycle whose interval is zero (`R/PT0S`, say from an
 * expression): such a timer repeats inside the timer itself, without entering any element, so no
 * step bound would see it. Deploy refuses one written in the model (`workflow.model.zeroTimer`);
 * this is the same refusal for a value an expression gave.
 */
const TimerBase = Elements.TimerEventDefinition as unknown as new (
  ...args: never[]
) => { activity: { id: string; name?: string }; parse(timerType: string, value: string): unknown };

class GuardedTimer extends TimerBase {
  override parse(timerType: string, value: string) {
    if (isZeroTimer(timerType, String(value))) {
      const { id, name } = this.activity;
      throw badRequest('workflow.model.zeroTimer', { element: name ? `${name} [${id}]` : id, value: String(value) });
    }
    return super.parse(timerType, value);
  }
}

/** A user task now waiting for a person. */
export interface WaitingTask {
  executionId: string;
  elementId: string;
  name: string;
  /** The element's attributes as moddle read them (assignee, candidateUsers, formKey, …). */
  behaviour: Record<string, unknown>;
  /** Variables of this iteration of a multi-instance task (its element variable, loopCounter). */
  local: Record<string, unknown>;
}

export interface StepResult {
  /** The engine state to persist (without the definition source). */
  state: SavedState;
  completed: boolean;
  waiting: WaitingTask[];
  /** Element ids entered, in order (with the flows taken, for the progress diagram). */
  entered: string[];
  left: string[];
  taken: string[];
  variables: Record<string, unknown>;
  /** Timers now waiting (boundary and intermediate timer events): the element and when it is due. */
  timers: { elementId: string; dueAt: Date }[];
  /** Call activities waiting for a called process. */
  calls: WaitingCall[];
  /** Messages and signals the instance waits for (catch events, receive tasks, boundary events). */
  awaiting: Awaited[];
  /** The engine, still running, holding exactly `state` (while the instance has not ended). */
  live?: LiveEngine;
}

export type SavedState = Record<string, unknown> & { definitions?: Record<string, unknown>[] };

export type StepAction =
  /** Complete a waiting task: its output (for multi-instance completion) and variables to set first. */
  | { kind: 'complete'; executionId: string; variables?: Record<string, unknown> }
  /**
   * Move the token: start `to` (an earlier user task) and withdraw the waiting executions named
   * (rejection to a previous task, to the starter's task).
   */
  | { kind: 'move'; to: string; from: string[]; variables?: Record<string, unknown> }
  /** Only recover and resume: timers that are due fire on the way. */
  | { kind: 'resume' }
  /** Delivers a message or a signal (the id of its bpmn:Message / bpmn:Signal) to what waits for it. */
  | { kind: 'deliver'; ref: string; variables?: Record<string, unknown> };

interface ActivityApi {
  id: string;
  type: string;
  executionId: string;
  name?: string;
  content: Record<string, unknown> & {
    executionId: string;
    isMultiInstance?: boolean;
    index?: number;
    loopCardinality?: number;
  };
  owner: { behaviour: Record<string, unknown>; name?: string; run(content?: unknown): void; broker?: ActivityBroker };
  environment: { variables: Record<string, unknown>; output: Record<string, unknown> };
  signal(output?: unknown): void;
  discard(): void;
}

/** The part of an activity's broker a pause uses (bpmn-elements' asynchronous message formatting). */
interface ActivityBroker {
  getQueue(name: string): { queueMessage(fields: { routingKey: string }, content: unknown): void };
  publish(exchange: string, routingKey: string, content: unknown): void;
  subscribeTmp(
    exchange: string,
    pattern: string,
    handler: (routingKey: string, message: { content: ActivityApi['content'] }) => void,
    options: { noAck: boolean; consumerTag: string; priority: number },
  ): unknown;
  cancel(consumerTag: string): void;
}

/** The consumer that counts a multi-instance activity's iterations (one per activity broker). */
const ITERATIONS = '_zj-iterations';

interface EngineExecution {
  environment: { variables: Record<string, unknown>; output: Record<string, unknown> };
  getActivityById(id: string): ActivityApi['owner'] | null;
  definitions: {
    environment: { variables: Record<string, unknown> };
    getProcesses(): {
      environment?: { variables: Record<string, unknown> };
      getActivityById(id: string): ActivityApi['owner'] | null;
    }[];
  }[];
}

const USER_TASK = 'bpmn:UserTask';
const CALL_ACTIVITY = 'bpmn:CallActivity';
/** What waits for someone outside the engine: a person (user task) or another process (call activity). */
const WAIT_TYPES = new Set([USER_TASK, CALL_ACTIVITY]);
const USER_TASKS = new Set([USER_TASK]);
const CALLS = new Set([CALL_ACTIVITY]);

/** bpmn-engine's default logger creates a `debug` instance per element (and checks the TTY each time). */
const silent = { debug() {}, error() {}, warn() {} };
const silentLogger = () => silent;

/** What one step of a live engine records (its listener writes into the step running now). */
interface StepLog {
  entered: string[];
  left: string[];
  taken: string[];
  failure?: Error;
}

const newLog = (): StepLog => ({ entered: [], left: [], taken: [] });

/**
 * A bpmn-engine run kept alive after a step (its instance waits): the next step of the same
 * instance may apply its action here instead of building an engine and recovering the saved
 * state. It is the state of one row version only — the workflow module keeps it by instance and
 * version (RuntimeService's live engines) and uses each for one step at a time. A step that fails
 * leaves it unusable.
 */
export class LiveEngine {
  /** The step running now: its records, and its transaction and handler calls (the handlers' `tx`). */
  log: StepLog = newLog();
  readonly step: StepContext = {};
  ended = false;
  /** False once a step failed on it or the run ended: it is never used again. */
  usable = true;
  /** The bounds of the run going on now (none between steps). */
  guard: RunGuard | undefined;
  execution!: EngineExecution;
  readonly engine: InstanceType<typeof Engine>;
  readonly timers = new StepTimers();
  readonly listener = new EventEmitter();

  constructor(
    readonly definition: CompiledDefinition,
    registry: HandlerRegistry,
  ) {
    const options = {
      name: definition.processId,
      timers: this.timers.api,
      // bpmn-elements' extension type wants an activate/deactivate pair; this one only sets `Service`.
      extensions: {
        handlerServices: handlerServices(registry, this.step),
        executionListeners: listenerExtension(registry, this.step, definition.flowListeners),
      } as unknown as Record<string, never>,
      sourceContext: definition.sourceContext,
      expressions: workflowExpressions(),
      scripts: handlerScripts(registry, this.step),
      Logger: silentLogger,
    };
    this.options = options;
    this.engine = new Engine(options);
    this.engine.once('end', () => {
      this.ended = true;
    });
    const fail = (error: Error) => {
      this.log.failure ??= error;
    };
    this.engine.on('error', fail);
    const listener = this.listener;
    listener.on('error', fail);
    listener.on('activity.enter', (api: ActivityApi) => this.#entered(api));
    listener.on('activity.start', (api: ActivityApi) => {
      if (!api.content.isMultiInstance) this.log.entered.push(api.id);
    });
    listener.on('activity.end', (api: ActivityApi) => {
      if (!api.content.isMultiInstance) this.log.left.push(api.id);
    });
    listener.on('flow.take', (flow: { id: string }) => this.log.taken.push(flow.id));
  }

  /**
   * An element entered: one step of the run's bound. When the run has held the event loop for a
   * slice, the element waits for a turn of the event loop before it starts (an asynchronous
   * format of its next run message, as listeners.ts holds one), so that a run of many steps —
   * even a synchronous chain of tasks and gateways — lets other requests in between.
   */
  #entered(api: ActivityApi): void {
    const guard = this.guard;
    const broker = api.owner.broker;
    if (!guard || !broker) return;
    if (api.content.isMultiInstance) this.#countIterations(api.id, broker);
    if (!guard.step(api.id) || !guard.due) return;
    const key = 'run.enter.zj-slice';
    broker.getQueue('format-run-q').queueMessage({ routingKey: key }, { endRoutingKey: `${key}.end` });
    const turn = new Promise<void>((resolve) =>
      setImmediate(() => {
        guard.yielded();
        try {
          broker.publish('format', `${key}.end`, {});
        } catch (error) {
          // Outside any caller's stack: the step fails with it instead of the process.
          this.log.failure ??= error instanceof Error ? error : new Error(String(error));
        }
        resolve();
      }),
    );
    this.step.pending ??= new Set();
    const pending = this.step.pending;
    const tracked: Promise<unknown> = turn.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  /**
   * A multi-instance activity entered: each iteration it starts (on its broker's execution
   * exchange; the engine tells its listener nothing of them) is a step, and its cardinality — the
   * loop cardinality or the collection's size as the engine resolved it — must be within the cap:
   * the first iteration of `${n}` = 10 000 000 stops the run.
   */
  #countIterations(id: string, broker: ActivityBroker): void {
    broker.cancel(ITERATIONS);
    broker.subscribeTmp(
      'execution',
      'execute.start',
      (_routingKey, { content }) => {
        const guard = this.guard;
        if (!guard || !content.isMultiInstance || typeof content.index !== 'number') return;
        const cardinality = content.loopCardinality;
        if (typeof cardinality === 'number' && !guard.instances(id, cardinality)) return;
        guard.step(id);
      },
      { noAck: true, consumerTag: ITERATIONS, priority: 10_000 },
    );
  }

  readonly options: {
    expressions: ReturnType<typeof workflowExpressions>;
    scripts: ReturnType<typeof handlerScripts>;
    timers: StepTimers['api'];
  };
}

export class ProcessRunner {
  readonly #registry: HandlerRegistry;
  readonly #limits: RunLimits;
  /** What each transaction's runs used (the bounds hold per transaction). */
  readonly #budgets = new WeakMap<object, RunBudget>();

  /** `limits`: the bounds of the engine's work per transaction (run-guard.ts; defaults there). */
  constructor(registry: HandlerRegistry, limits: Partial<RunLimits> = {}) {
    this.#registry = registry;
    this.#limits = { ...DEFAULT_RUN_LIMITS, ...definedOnly(limits) };
  }

  /** The budget of the transaction (a fresh one for a run without a transaction). */
  #budgetOf(tx: unknown): RunBudget {
    if (typeof tx !== 'object' || tx === null) return { steps: 0, ms: 0 };
    let budget = this.#budgets.get(tx);
    if (!budget) {
      budget = { steps: 0, ms: 0 };
      this.#budgets.set(tx, budget);
    }
    return budget;
  }

  /**
   * Starts an instance with its variables and runs it until every token waits or it ends.
   * `tx`: the caller's transaction, handed to the handlers the step runs.
   */
  start(definition: CompiledDefinition, variables: Record<string, unknown>, tx?: unknown): Promise<StepResult> {
    return this.#run(definition, undefined, variables, undefined, tx);
  }

  /**
   * Applies one action and runs until every token waits again: on `live` (the engine the
   * instance's previous step left, when its caller knows it holds exactly `state`), else on an
   * engine that recovers the saved state.
   */
  step(
    definition: CompiledDefinition,
    state: SavedState,
    action: StepAction,
    /** Variables set outside the engine since the last step (listeners): applied before the action. */
    base?: Record<string, unknown>,
    tx?: unknown,
    live?: LiveEngine,
  ): Promise<StepResult> {
    return this.#run(definition, state, base, action, tx, live);
  }

  async #run(
    definition: CompiledDefinition,
    state: SavedState | undefined,
    variables: Record<string, unknown> | undefined,
    action: StepAction | undefined,
    tx: unknown,
    live?: LiveEngine,
  ): Promise<StepResult> {
    const reuse = live?.usable === true && !live.ended && live.definition === definition;
    const run = reuse && live ? live : new LiveEngine(definition, this.#registry);
    if (live && !reuse) live.usable = false;
    run.log = newLog();
    run.step.tx = tx;
    run.step.failure = undefined;
    // Over a bound, the run stops where it is: the step throws the guard's refusal.
    const stop = () => {
      run.usable = false;
      Promise.resolve(run.engine.stop()).catch(() => undefined);
    };
    const guard = new RunGuard(this.#limits, this.#budgetOf(tx), (id) => labelOf(definition, id), stop);
    run.guard = guard;
    run.step.pace = () => guard.pace();
    try {
      return await this.#apply(run, reuse ? undefined : state, !reuse, variables, action);
    } catch (error) {
      run.usable = false;
      throw error;
    } finally {
      guard.finish();
      run.guard = undefined;
      run.step.pace = undefined;
      run.step.tx = undefined;
    }
  }

  async #apply(
    run: LiveEngine,
    state: SavedState | undefined,
    fresh: boolean,
    variables: Record<string, unknown> | undefined,
    action: StepAction | undefined,
  ): Promise<StepResult> {
    const { engine, listener, timers, definition } = run;
    if (!fresh) {
      setVariables(run.execution, variables);
    } else if (state) {
      const { expressions, scripts, timers: timersApi } = run.options;
      engine.recover(structuredClone(state), { expressions, scripts, timers: timersApi });
      run.execution = (await engine.resume({ listener })) as unknown as EngineExecution;
      setVariables(run.execution, variables);
    } else {
      // The process's start listeners run first, over the variables it starts with.
      const initial = { ...(variables ?? {}) };
      await runListeners(
        this.#registry,
        definition.processListeners,
        'start',
        definition.processId,
        initial,
        run.step.tx,
      );
      run.execution = (await engine.execute({ listener, variables: initial })) as unknown as EngineExecution;
    }
    const execution = run.execution;
    await settle(run.step);
    failIfFailed(run);

    await timers.fireDue(run.step);
    await settle(run.step);
    failIfFailed(run);
    if (action && action.kind !== 'resume') {
      if (action.kind === 'complete') {
        const api = collectWaiting(engine).get(action.executionId);
        if (!api) throw new Error(`Execution ${action.executionId} is not waiting`);
        // A called process's variables come back through the call's `out` mappings (all without).
        if (api.type === CALL_ACTIVITY) action.variables = mapOut(api.owner.behaviour, action.variables ?? {});
        setVariables(execution, action.variables);
        Object.assign(api.environment.variables, action.variables ?? {});
        api.signal({ ...(action.variables ?? {}) });
      } else if (action.kind === 'deliver') {
        setVariables(execution, action.variables);
        (engine.execution as unknown as { signal(message: unknown): void }).signal({ id: action.ref });
      } else {
        const target = findActivity(execution, action.to);
        if (!target) throw new Error(`No element ${action.to}`);
        setVariables(execution, action.variables);
        target.run();
        await settle(run.step);
        for (const api of postponedOf(engine)) if (action.from.includes(api.id)) api.discard();
        await settle(run.step);
        dropLoopedDiscard(execution, target);
      }
      await settle(run.step);
      failIfFailed(run);
    }

    const saved = await stateOf(engine);
    const { entered, left, taken } = run.log;
    const completed = run.ended || saved.state === 'idle' || saved.state === 'completed';
    const result: StepResult = {
      state: saved,
      completed,
      waiting: [...collectWaiting(engine, USER_TASKS).values()].map((api) => toWaiting(api, definition)),
      calls: [...collectWaiting(engine, CALLS).values()].map((api) => toCall(api, variablesOf(execution))),
      awaiting: awaitedOf(engine),
      entered,
      left,
      taken,
      variables: publicVariables(variablesOf(execution)),
      timers: timers.pending(),
    };
    // The process's end listeners, once it ended: what they set is saved with the step.
    if (completed) {
      const { processListeners, processId } = definition;
      await runListeners(this.#registry, processListeners, 'end', processId, result.variables, run.step.tx);
    }
    if (completed) run.usable = false;
    else result.live = run;
    return result;
  }
}

/**
 * bpmn-engine's timers without wall-clock waits: a step records the timers its elements set and
 * the workflow module persists them (wf_timer); when one is due, the instance is recovered and the
 * timer, now expired, fires on resume. A timer already due when set fires within the step.
 */
class StepTimers {
  readonly #set = new Map<number, { owner: { id?: string }; callback: () => void; dueAt: Date }>();
  #next = 0;
  readonly api = new Elements.Timers({
    setTimeout: (callback: () => void, delay: number) => {
      const handle = ++this.#next;
      this.#set.set(handle, { owner: {}, callback, dueAt: new Date(Date.now() + Math.max(delay, 0)) });
      return handle;
    },
    clearTimeout: (handle: number | undefined) => {
      if (handle !== undefined) this.#set.delete(handle);
    },
  } as unknown as ConstructorParameters<typeof Elements.Timers>[0]);

  constructor() {
    // The element that set a timer: bpmn-elements passes it to `register(owner)`.
    const register = this.api.register.bind(this.api);
    this.api.register = (owner: { id?: string }) => {
      const registered = register(owner) as unknown as {
        setTimeout: (callback: () => void, delay: number, ...args: unknown[]) => unknown;
      };
      const setTimeout = registered.setTimeout.bind(registered);
      registered.setTimeout = (callback: () => void, delay: number, ...args: unknown[]) => {
        const ref = setTimeout(callback, delay, ...args);
        const entry = this.#set.get(this.#next);
        if (entry) entry.owner = owner;
        return ref;
      };
      return registered as unknown as ReturnType<typeof register>;
    };
  }

  /** Fires the timers due now (each once). */
  async fireDue(step: StepContext, now = Date.now()) {
    for (const [handle, timer] of [...this.#set]) {
      if (timer.dueAt.getTime() > now) continue;
      this.#set.delete(handle);
      timer.callback();
      await settle(step);
    }
  }

  pending() {
    return [...this.#set.values()].map((t) => ({ elementId: String(t.owner.id ?? ''), dueAt: t.dueAt }));
  }
}

/** bpmn-engine's version as its saved states carry it (read from its first `getState`). */
let engineVersion: unknown;

/**
 * The engine's state as `engine.getState()` gives it, less each definition's source: bpmn-engine
 * serialises the whole moddle context into every saved state (JSON of the entire model), which
 * the workflow never stores (a recovered engine gets the compiled definition's context).
 */
async function stateOf(engine: InstanceType<typeof Engine>): Promise<SavedState> {
  type Stateful = { getState(): Record<string, unknown> };
  const execution = engine.execution as unknown as
    | (Stateful & { state: string; stopped: boolean; environment: Stateful; definitions: Stateful[] })
    | undefined;
  if (!execution || engineVersion === undefined) {
    const saved = (await engine.getState()) as unknown as SavedState;
    engineVersion = saved.engineVersion;
    for (const dState of saved.definitions ?? []) delete dState.source;
    return saved;
  }
  return {
    name: engine.name,
    state: execution.state,
    stopped: execution.stopped,
    engineVersion,
    environment: execution.environment.getState(),
    definitions: execution.definitions.map((definition) => definition.getState()),
  };
}

/**
 * Lets the engine's queued messages run out, and waits for the handler calls it started (service
 * tasks, execution listeners: the engine waits for them) until none is left.
 */
async function settle(step: StepContext): Promise<void> {
  for (;;) {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    if (!step.pending?.size) return;
    await Promise.allSettled([...step.pending]);
  }
}

/** A bound the run passed first, then a handler's own error (an AppError keeps its message), else the engine's. */
function failIfFailed(run: LiveEngine): void {
  if (run.guard?.failure) throw run.guard.failure;
  if (run.step.failure) throw run.step.failure;
  // A refusal thrown inside the engine (GuardedTimer) comes back wrapped in its ActivityError.
  const inner = (run.log.failure as { inner?: unknown } | undefined)?.inner;
  if (inner instanceof AppError) throw inner;
  if (run.log.failure) throw run.log.failure;
}

/** A message or signal something in the instance waits for: its element id and name. */
export interface Awaited {
  kind: 'message' | 'signal';
  ref: string;
  name: string;
}

function awaitedOf(engine: InstanceType<typeof Engine>): Awaited[] {
  const found = new Map<string, Awaited>();
  const add = (kind: Awaited['kind'], element: { id?: string; name?: string } | undefined) => {
    if (element?.id) found.set(`${kind}:${element.id}`, { kind, ref: element.id, name: element.name ?? element.id });
  };
  const visit = (api: PostponedApi, depth: number) => {
    if (depth > 20) return;
    const behaviour = api.owner.behaviour as {
      eventDefinitions?: {
        type: string;
        behaviour?: { messageRef?: { id?: string; name?: string }; signalRef?: { id?: string; name?: string } };
      }[];
      messageRef?: { id?: string; name?: string };
    };
    if (api.type === 'bpmn:ReceiveTask') add('message', behaviour.messageRef);
    for (const definition of behaviour.eventDefinitions ?? []) {
      if (definition.type === 'bpmn:MessageEventDefinition') add('message', definition.behaviour?.messageRef);
      if (definition.type === 'bpmn:SignalEventDefinition') add('signal', definition.behaviour?.signalRef);
    }
    for (const child of api.owner.execution?.getPostponed() ?? []) {
      if (child.executionId !== api.executionId && child.id !== api.id) visit(child, depth + 1);
    }
  };
  for (const api of postponedOf(engine)) visit(api, 0);
  return [...found.values()];
}

/** A call activity waiting for its called process (by key, latest version) to end. */
export interface WaitingCall {
  executionId: string;
  elementId: string;
  calledElement: string;
  /** Variables handed to the called process: `in` mappings (source/sourceExpression → target), or all. */
  input: Record<string, unknown>;
}

function mapOut(behaviour: Record<string, unknown>, variables: Record<string, unknown>) {
  const outs = behaviourExtensions(behaviour, 'Out');
  if (outs.length === 0) return variables;
  const mapped: Record<string, unknown> = {};
  for (const out of outs) {
    const source = String(out.source ?? '');
    const target = String(out.target ?? source);
    if (source && target && source in variables) mapped[target] = variables[source];
  }
  return mapped;
}

function toCall(api: ActivityApi, variables: Record<string, unknown>): WaitingCall {
  const behaviour = api.owner.behaviour;
  const ins = behaviourExtensions(behaviour, 'In');
  const visible = publicVariables(variables);
  const input: Record<string, unknown> = ins.length ? {} : { ...visible };
  for (const mapping of ins) {
    const target = String(mapping.target ?? mapping.source ?? '');
    if (!target) continue;
    if (typeof mapping.sourceExpression === 'string')
      input[target] = evaluateTemplate(mapping.sourceExpression, visible);
    else if (typeof mapping.source === 'string') input[target] = visible[mapping.source] ?? null;
  }
  const called = String(behaviour.calledElement ?? '');
  return {
    executionId: api.executionId,
    elementId: api.id,
    calledElement: String(evaluateTemplate(called, visible) ?? ''),
    input,
  };
}

function toWaiting(api: ActivityApi, definition: CompiledDefinition): WaitingTask {
  const behaviour = api.owner.behaviour;
  const local: Record<string, unknown> = {};
  const content = api.content;
  if (content.isMultiInstance) {
    const loop = (behaviour.loopCharacteristics ?? {}) as { behaviour?: { elementVariable?: string } };
    const elementVariable = loop.behaviour?.elementVariable;
    if (elementVariable && elementVariable in content) local[elementVariable] = content[elementVariable];
    local.loopCounter = content.index;
  }
  return {
    executionId: api.executionId,
    elementId: api.id,
    name: definition.names.get(api.id) ?? api.id,
    behaviour,
    local,
  };
}

/**
 * The process variables. The definition and each process run on their own clone of the engine's
 * environment: the process's is the one its activities read, and the one saved.
 */
function variablesOf(execution: EngineExecution): Record<string, unknown> {
  const definition = execution.definitions[0];
  const process = definition?.getProcesses()[0];
  return process?.environment?.variables ?? definition?.environment.variables ?? execution.environment.variables;
}

/** bpmn-elements copies the process's run message (fields, content, properties) into its variables. */
const ENGINE_KEYS = new Set(['fields', 'content', 'properties']);

function publicVariables(variables: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variables).filter(([key]) => !ENGINE_KEYS.has(key)));
}

function setVariables(execution: EngineExecution, variables: Record<string, unknown> | undefined) {
  if (!variables) return;
  for (const definition of execution.definitions) {
    Object.assign(definition.environment.variables, variables);
    for (const process of definition.getProcesses()) {
      if (process.environment) Object.assign(process.environment.variables, variables);
    }
  }
}

type PostponedApi = ActivityApi & {
  owner: ActivityApi['owner'] & { execution?: { getPostponed(): PostponedApi[] } };
};

function postponedOf(engine: InstanceType<typeof Engine>): PostponedApi[] {
  const execution = engine.execution as unknown as { getPostponed(): PostponedApi[] } | undefined;
  return execution?.getPostponed() ?? [];
}

/**
 * The user-task executions waiting now, by execution id: each iteration of a multi-instance task
 * on its own, user tasks inside sub-processes too.
 */
function collectWaiting(engine: InstanceType<typeof Engine>, types = WAIT_TYPES): Map<string, PostponedApi> {
  const waiting = new Map<string, PostponedApi>();
  const visit = (api: PostponedApi, depth: number) => {
    if (depth > 20) return;
    const inner = api.owner.execution?.getPostponed() ?? [];
    if (WAIT_TYPES.has(api.type)) {
      if (!types.has(api.type)) return;
      const looped = Boolean(api.owner.behaviour.loopCharacteristics);
      if (!looped) waiting.set(api.executionId, api);
      else for (const it of inner) if (it.executionId !== api.executionId) waiting.set(it.executionId, it);
      return;
    }
    for (const child of inner) if (child.executionId !== api.executionId) visit(child, depth + 1);
  };
  for (const api of postponedOf(engine)) visit(api, 0);
  return waiting;
}

/**
 * A withdrawn task's discard runs down its outbound path; where the path loops back into the task
 * the token moved to (a "revise" loop), the discard reaches that task while it runs and waits in
 * its run queue, to run when the task completes and discard the path again — leaving the process
 * unable to end. That queued discard is dropped.
 */
function dropLoopedDiscard(execution: EngineExecution, target: unknown) {
  type Queued = { fields: { routingKey: string }; content: { id?: string; inbound?: { id?: string }[] }; ack(): void };
  const broker = (target as { broker?: { getQueue(name: string): { messages: Queued[] } | undefined } }).broker;
  const queue = broker?.getQueue('run-q');
  const flows = new Set<string>();
  for (const message of [...(queue?.messages ?? [])]) {
    if (message.fields.routingKey !== 'run.discard') continue;
    for (const inbound of message.content.inbound ?? []) if (inbound.id) flows.add(inbound.id);
    message.ack();
  }
  if (flows.size === 0) return;
  // The process counts those flows' discards as pending until the target consumes them (in its
  // queue of child events, which is saved with the state, and in its pending set): no more.
  const stale = (message: Queued) =>
    message.fields.routingKey === 'flow.discard' && message.content.id !== undefined && flows.has(message.content.id);
  for (const definition of execution.definitions) {
    for (const bp of definition.getProcesses()) {
      const processExecution = (bp as unknown as { execution?: Record<symbol, unknown> }).execution;
      const activityQ = processExecution?.[Symbol.for('activityQ')] as { messages?: Queued[] } | undefined;
      for (const message of [...(activityQ?.messages ?? [])]) if (stale(message)) message.ack();
      const elements = processExecution?.[Symbol.for('elements')] as { postponed?: Set<Queued> } | undefined;
      for (const message of [...(elements?.postponed ?? [])]) if (stale(message)) elements?.postponed?.delete(message);
    }
  }
}

/** An element as refusals name it: `name [id]`, or its id. */
function labelOf(definition: CompiledDefinition, id: string): string {
  const name = definition.names.get(id);
  return name ? `${name} [${id}]` : id;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function findActivity(execution: EngineExecution, id: string) {
  for (const definition of execution.definitions) {
    for (const process of definition.getProcesses()) {
      const activity = process.getActivityById(id);
      if (activity) return activity;
    }
  }
  return null;
}
