/// <reference path="./bpmn-moddle.d.ts" />
import { EventEmitter } from 'node:events';
import * as Elements from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import BpmnModdle from 'bpmn-moddle';
import serializer, { type SerializableContext, TypeResolver } from 'moddle-context-serializer';
import { handlerScripts, workflowExpressions } from './engine-bridge.ts';
import { moddleOptionsFor } from './flowable-moddle.ts';
import type { HandlerRegistry } from './handlers.ts';

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
}

export async function compileDefinition(xml: string): Promise<CompiledDefinition> {
  const moddle = new BpmnModdle(moddleOptionsFor(xml));
  const moddleContext = await moddle.fromXML(xml.trim());
  const typeResolver = TypeResolver({ ...Elements });
  const sourceContext = serializer(moddleContext, typeResolver);
  const root = moddleContext.rootElement as unknown as {
    id?: string;
    rootElements?: { $type: string; id: string }[];
  };
  const process = root.rootElements?.find((element) => element.$type === 'bpmn:Process');
  const names = new Map<string, string>();
  for (const element of Object.values(moddleContext.elementsById ?? {}) as { id?: string; name?: string }[]) {
    if (element.id && element.name) names.set(element.id, element.name);
  }
  return { id: root.id ?? 'definitions', processId: process?.id ?? '', sourceContext, names };
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
  | { kind: 'resume' };

interface ActivityApi {
  id: string;
  type: string;
  executionId: string;
  name?: string;
  content: Record<string, unknown> & { executionId: string; isMultiInstance?: boolean; index?: number };
  owner: { behaviour: Record<string, unknown>; name?: string; run(content?: unknown): void };
  environment: { variables: Record<string, unknown>; output: Record<string, unknown> };
  signal(output?: unknown): void;
  discard(): void;
}

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

/** bpmn-engine's default logger creates a `debug` instance per element (and checks the TTY each time). */
const silent = { debug() {}, error() {}, warn() {} };
const silentLogger = () => silent;

export class ProcessRunner {
  readonly #registry: HandlerRegistry;

  constructor(registry: HandlerRegistry) {
    this.#registry = registry;
  }

  #options(definition: CompiledDefinition, timers: StepTimers) {
    return {
      name: definition.processId,
      timers: timers.api,
      sourceContext: definition.sourceContext,
      expressions: workflowExpressions(),
      scripts: handlerScripts(this.#registry),
      Logger: silentLogger,
    };
  }

  /** Starts an instance with its variables and runs it until every token waits or it ends. */
  start(definition: CompiledDefinition, variables: Record<string, unknown>): Promise<StepResult> {
    return this.#run(definition, undefined, variables, undefined);
  }

  /** Recovers a saved state, applies one action and runs until every token waits again. */
  step(definition: CompiledDefinition, state: SavedState, action: StepAction): Promise<StepResult> {
    return this.#run(definition, state, undefined, action);
  }

  async #run(
    definition: CompiledDefinition,
    state: SavedState | undefined,
    variables: Record<string, unknown> | undefined,
    action: StepAction | undefined,
  ): Promise<StepResult> {
    const listener = new EventEmitter();

    const entered: string[] = [];
    const left: string[] = [];
    const taken: string[] = [];
    let failure: Error | undefined;
    let ended = false;
    listener.on('activity.start', (api: ActivityApi) => {
      if (!api.content.isMultiInstance) entered.push(api.id);
    });
    listener.on('activity.end', (api: ActivityApi) => {
      if (!api.content.isMultiInstance) left.push(api.id);
    });
    listener.on('flow.take', (flow: { id: string }) => taken.push(flow.id));

    const timers = new StepTimers();
    const options = this.#options(definition, timers);
    const engine = new Engine(options);
    engine.once('end', () => {
      ended = true;
    });
    const fail = (error: Error) => {
      failure ??= error;
    };
    engine.on('error', fail);
    listener.on('error', fail);
    let execution: EngineExecution;
    if (state) {
      engine.recover(structuredClone(state), {
        expressions: options.expressions,
        scripts: options.scripts,
        timers: options.timers,
      });
      execution = (await engine.resume({ listener })) as unknown as EngineExecution;
    } else {
      execution = (await engine.execute({ listener, variables: variables ?? {} })) as unknown as EngineExecution;
    }
    await settle();
    if (failure) throw failure;

    await timers.fireDue();
    await settle();
    if (action && action.kind !== 'resume') {
      if (action.kind === 'complete') {
        const api = collectWaiting(engine).get(action.executionId);
        if (!api) throw new Error(`Execution ${action.executionId} is not waiting`);
        setVariables(execution, action.variables);
        Object.assign(api.environment.variables, action.variables ?? {});
        api.signal({ ...(action.variables ?? {}) });
      } else {
        const target = findActivity(execution, action.to);
        if (!target) throw new Error(`No element ${action.to}`);
        setVariables(execution, action.variables);
        target.run();
        await settle();
        for (const api of postponedOf(engine)) if (action.from.includes(api.id)) api.discard();
      }
      await settle();
      if (failure) throw failure;
    }

    const saved = (await engine.getState()) as unknown as SavedState;
    for (const dState of saved.definitions ?? []) delete dState.source;
    const result: StepResult = {
      state: saved,
      completed: ended || saved.state === 'idle' || saved.state === 'completed',
      waiting: [...collectWaiting(engine).values()].map((api) => toWaiting(api, definition)),
      entered,
      left,
      taken,
      variables: publicVariables(variablesOf(execution)),
      timers: timers.pending(),
    };
    if (!result.completed) await engine.stop();
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
  async fireDue(now = Date.now()) {
    for (const [handle, timer] of [...this.#set]) {
      if (timer.dueAt.getTime() > now) continue;
      this.#set.delete(handle);
      timer.callback();
      await settle();
    }
  }

  pending() {
    return [...this.#set.values()].map((t) => ({ elementId: String(t.owner.id ?? ''), dueAt: t.dueAt }));
  }
}

/** Lets the engine's queued messages and handler promises run out. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
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
function collectWaiting(engine: InstanceType<typeof Engine>): Map<string, PostponedApi> {
  const waiting = new Map<string, PostponedApi>();
  const visit = (api: PostponedApi, depth: number) => {
    if (depth > 20) return;
    const inner = api.owner.execution?.getPostponed() ?? [];
    if (api.type === USER_TASK) {
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

function findActivity(execution: EngineExecution, id: string) {
  for (const definition of execution.definitions) {
    for (const process of definition.getProcesses()) {
      const activity = process.getActivityById(id);
      if (activity) return activity;
    }
  }
  return null;
}
