import { type AppError, badRequest } from '../http/app-error.ts';

/**
 * Bounds on what the engine may do for one action, so that a process that never waits (a loop of
 * service tasks and gateways, a zero timer, a multi-instance of ten million) cannot hold the
 * server: deploy refuses what it can prove (flow-loops.ts in the contract), these stop the rest.
 */
export interface RunLimits {
  /**
   * Elements entered and multi-instance iterations started, over all the engine runs of one
   * transaction (a start with its submission, a step with the skipped tasks and called processes
   * it causes). 0: no bound.
   */
  maxSteps: number;
  /** Time spent in the engine (handlers included) by one transaction, in ms. 0: no bound. */
  maxRunMs: number;
  /** Instances one multi-instance activity may create (loop cardinality or collection size). 0: no bound. */
  maxMultiInstances: number;
}

/** WORKFLOW_MAX_STEPS, WORKFLOW_MAX_RUN_MS, WORKFLOW_MAX_MULTI_INSTANCES when not configured. */
export const DEFAULT_RUN_LIMITS: RunLimits = { maxSteps: 5000, maxRunMs: 5000, maxMultiInstances: 1000 };

/**
 * How long the engine runs before it gives the event loop a turn (other requests, other
 * instances' steps): a run longer than this pauses at its next element entered or handler
 * completed, and goes on after the queued I/O.
 */
export const ENGINE_SLICE_MS = 10;

/** What one transaction's engine runs used so far. */
export interface RunBudget {
  steps: number;
  ms: number;
}

/**
 * One engine run's bookkeeping: counts its steps into the transaction's budget, checks the
 * limits, and says when to yield. The first limit passed becomes `failure` (a refusal naming
 * the element) and the run is stopped (`stop`): the step throws it and nothing is saved.
 */
export class RunGuard {
  failure: AppError | undefined;
  readonly #started = performance.now();
  #sliceStart = this.#started;

  constructor(
    readonly limits: RunLimits,
    readonly budget: RunBudget,
    private readonly label: (elementId: string) => string,
    private readonly stop: () => void,
  ) {}

  /** An element is entered (or an iteration of a multi-instance starts). False once the run must stop. */
  step(elementId: string): boolean {
    if (this.failure) return false;
    this.budget.steps++;
    const { maxSteps } = this.limits;
    if (maxSteps > 0 && this.budget.steps > maxSteps)
      return this.refuse(badRequest('workflow.engine.tooManySteps', { element: this.label(elementId), max: maxSteps }));
    return this.inTime(elementId);
  }

  /** A multi-instance activity starts its iterations: `count` of them. */
  instances(elementId: string, count: number): boolean {
    const { maxMultiInstances } = this.limits;
    if (this.failure) return false;
    if (maxMultiInstances > 0 && count > maxMultiInstances) {
      return this.refuse(
        badRequest('workflow.engine.tooManyInstances', {
          element: this.label(elementId),
          count,
          max: maxMultiInstances,
        }),
      );
    }
    return true;
  }

  /** Checks the transaction's time in the engine. */
  inTime(elementId: string): boolean {
    if (this.failure) return false;
    const { maxRunMs } = this.limits;
    if (maxRunMs > 0 && this.budget.ms + (performance.now() - this.#started) > maxRunMs)
      return this.refuse(badRequest('workflow.engine.tooLong', { element: this.label(elementId), ms: maxRunMs }));
    return true;
  }

  /** True when the run has held the event loop for a slice: it should yield now (then call `yielded`). */
  get due(): boolean {
    return performance.now() - this.#sliceStart >= ENGINE_SLICE_MS;
  }

  yielded(): void {
    this.#sliceStart = performance.now();
  }

  /** A turn of the event loop when the slice is used up, else nothing. */
  pace(): Promise<void> | undefined {
    if (!this.due) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        this.yielded();
        resolve();
      }),
    );
  }

  /** The run is over: its time is the transaction's. */
  finish(): void {
    this.budget.ms += performance.now() - this.#started;
  }

  private refuse(error: AppError): false {
    this.failure = error;
    this.stop();
    return false;
  }
}
