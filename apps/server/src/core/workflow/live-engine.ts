import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { AppError } from '../http/app-error.ts';
import type { CompiledDefinition } from './compile-definition.ts';
import { handlerScripts, workflowExpressions } from './engine-bridge.ts';
import { type ActivityApi, type EngineExecution, holdRun, innerError, onIterations } from './engine-internals.ts';
import type { HandlerRegistry } from './handlers.ts';
import { handlerServices, listenerExtension, type StepContext, track } from './listeners.ts';
import { StepTimers } from './process-events.ts';
import type { RunGuard } from './run-guard.ts';

/** bpmn-engine's default logger creates a `debug` instance per element (and checks the TTY each time). */
const silent = { debug() {}, error() {}, warn() {} };
const silentLogger = () => silent;

/** What one step of a live engine records (its listener writes into the step running now). */
export interface StepLog {
  entered: string[];
  left: string[];
  taken: string[];
  failure?: Error;
}

export const newLog = (): StepLog => ({ entered: [], left: [], taken: [] });

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
  readonly options: {
    expressions: ReturnType<typeof workflowExpressions>;
    scripts: ReturnType<typeof handlerScripts>;
    timers: StepTimers['api'];
  };

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
    // A multi-instance activity counts once, by its root scope (its iterations are tasks of it):
    // entered when it starts, finished when its last iteration or completion condition ends it.
    const whole = (api: ActivityApi) => !api.content.isMultiInstance || api.content.isRootScope === true;
    listener.on('activity.start', (api: ActivityApi) => {
      if (whole(api)) this.log.entered.push(api.id);
    });
    listener.on('activity.end', (api: ActivityApi) => {
      if (whole(api)) this.log.left.push(api.id);
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
    const hold = holdRun(broker, 'run.enter.zj-slice');
    const turn = new Promise<void>((resolve) =>
      setImmediate(() => {
        guard.yielded();
        try {
          hold.release();
        } catch (error) {
          // Outside any caller's stack: the step fails with it instead of the process.
          this.log.failure ??= error instanceof Error ? error : new Error(String(error));
        }
        resolve();
      }),
    );
    track(this.step, turn);
  }

  /**
   * A multi-instance activity entered: each iteration it starts is a step, and its cardinality —
   * the loop cardinality or the collection's size as the engine resolved it — must be within the
   * cap: the first iteration of `${n}` = 10 000 000 stops the run.
   */
  #countIterations(id: string, broker: NonNullable<ActivityApi['owner']['broker']>): void {
    onIterations(broker, (content) => {
      const guard = this.guard;
      if (!guard || !content.isMultiInstance || typeof content.index !== 'number') return;
      const cardinality = content.loopCardinality;
      if (typeof cardinality === 'number' && !guard.instances(id, cardinality)) return;
      guard.step(id);
    });
  }
}

/**
 * Lets the engine's queued messages run out, and waits for the handler calls it started (service
 * tasks, execution listeners: the engine waits for them) until none is left.
 */
export async function settle(step: StepContext): Promise<void> {
  for (;;) {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    if (!step.pending?.size) return;
    await Promise.allSettled([...step.pending]);
  }
}

/** A bound the run passed first, then a handler's own error (an AppError keeps its message), else the engine's. */
export function failIfFailed(run: LiveEngine): void {
  if (run.guard?.failure) throw run.guard.failure;
  if (run.step.failure) throw run.step.failure;
  const inner = innerError(run.log.failure);
  if (inner instanceof AppError) throw inner;
  if (run.log.failure) throw run.log.failure;
}
