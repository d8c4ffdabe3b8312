import type { CompiledDefinition } from './compile-definition.ts';
import { dropLoopedDiscard, type EngineExecution, postponedOf, stateOf } from './engine-internals.ts';
import type { HandlerRegistry } from './handlers.ts';
import { runListeners } from './listeners.ts';
import { failIfFailed, LiveEngine, newLog, settle } from './live-engine.ts';
import { type Awaited, awaitedOf, deliver } from './process-events.ts';
import { DEFAULT_RUN_LIMITS, type RunBudget, RunGuard, type RunLimits } from './run-guard.ts';
import {
  CALL_ACTIVITY,
  CALLS,
  collectWaiting,
  findActivity,
  mapOut,
  publicVariables,
  type SavedState,
  type StepAction,
  setVariables,
  toCall,
  toWaiting,
  USER_TASKS,
  variablesOf,
  type WaitingCall,
  type WaitingTask,
} from './step-state.ts';

/**
 * One step of a process instance on bpmn-engine, without a database — its unit of work: start a
 * run, or recover a saved state, apply one action (complete a waiting task, move a token back,
 * deliver a message or signal), and return the new state with what happened (elements entered and
 * left, flows taken, tasks now waiting). The workflow module persists the result in the same
 * transaction as the business change.
 *
 * The parts: compile-definition.ts (a definition compiled once), live-engine.ts (an engine kept
 * between steps), process-events.ts (timers, messages, signals), step-state.ts (variables and what
 * waits), user-task-spec.ts (a user task's attributes, typed), engine-internals.ts (all that
 * touches the engines' private state).
 */

export { type CompiledDefinition, compileDefinition, type Ending, endingOf } from './compile-definition.ts';
export { LiveEngine } from './live-engine.ts';
export type { Awaited } from './process-events.ts';
export type { SavedState, StepAction, WaitingCall, WaitingTask } from './step-state.ts';
export type { AssigneeRule, MultiInstanceSpec, TaskButtonSpec, UserTaskSpec } from './user-task-spec.ts';
export { userTaskSpec } from './user-task-spec.ts';

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

/** An element as refusals name it: `name [id]`, or its id. */
function labelOf(definition: CompiledDefinition, id: string): string {
  const name = definition.names.get(id);
  return name ? `${name} [${id}]` : id;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
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
      const { processListeners, processId } = definition;
      await runListeners(this.#registry, processListeners, 'start', processId, initial, run.step.tx);
      run.execution = (await engine.execute({ listener, variables: initial })) as unknown as EngineExecution;
    }
    const execution = run.execution;
    const settled = async () => {
      await settle(run.step);
      failIfFailed(run);
    };
    await settled();
    await timers.fireDue(() => settle(run.step));
    await settled();
    if (action && action.kind !== 'resume') {
      await this.#act(run, action);
      await settled();
    }

    const saved = await stateOf<SavedState>(engine);
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

  /** Applies a step's action on its engine (not yet settled). */
  async #act(run: LiveEngine, action: Exclude<StepAction, { kind: 'resume' }>): Promise<void> {
    const { engine, execution } = run;
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
      deliver(engine, action.ref);
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
  }
}
