import type { Tx } from '../../core/db/client.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import {
  type CompiledDefinition,
  compileDefinition,
  type LiveEngine,
  type ProcessRunner,
  type StepResult,
} from '../../core/workflow/process-runner.ts';
import { DEFAULT_LIVE_ENGINES, LiveEngines } from './live-engines.ts';
import type { Closing, Instance, OpenTask, RuntimeRepository } from './runtime.repository.ts';

/** Compiled definitions kept (they are immutable: one per deployed version). */
const COMPILED_MAX = 200;

/** Where an instance's engine goes when the transaction commits: kept at that version, or dropped. */
type Parked = Map<number, { version: number; live: LiveEngine | undefined }>;

/** A failure of the engine or a handler refuses the step (nothing of it is saved), naming its reason. */
export async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest('workflow.engine.failed', { reason: reason.slice(0, 300) });
  }
}

/**
 * The step's unit of work: the transaction a step runs in, the instance rows it wrote or locked
 * (a row a call answers is not read again), the compiled definitions, and the engines kept in
 * memory between steps.
 *
 * Recovering an instance costs more than the step itself, so the engine an instance's step leaves
 * is kept (`LiveEngines`) with the row version that step committed; the next step applies its
 * action there when the locked row still has that version. The row (its lock and version) stays
 * the truth: another replica's step, a rolled-back transaction, a failed step or a restart all
 * leave no matching engine, and the step recovers from the row. Engines are kept only for steps
 * whose transaction this unit opened (it knows when that commits).
 */
export class StepUnit {
  readonly #compiled = new Map<number, Promise<CompiledDefinition>>();
  readonly #live: LiveEngines;
  /** The engines of the instances each own transaction stepped, kept once it commits. */
  readonly #parked = new WeakMap<Tx, Parked>();
  /**
   * The instance rows each transaction wrote or locked, as they now are (every write of an
   * instance row goes through here).
   */
  readonly #rows = new WeakMap<Tx, Map<number, Instance>>();

  constructor(
    private readonly repo: RuntimeRepository,
    /** bpmn-engine behind the steps. */
    readonly runner: ProcessRunner,
    liveEngines: number | undefined,
  ) {
    this.#live = new LiveEngines(liveEngines ?? DEFAULT_LIVE_ENGINES);
  }

  /** The row version whose engine is kept for the instance, if any (tests, diagnostics). */
  liveVersionOf(instanceId: number): number | undefined {
    return this.#live.versionOf(instanceId);
  }

  /** The engine holding the locked row's version, if this replica kept it. */
  liveOf(instance: Pick<Instance, 'instanceId' | 'version'>): LiveEngine | undefined {
    return this.#live.take(instance.instanceId, instance.version);
  }

  /** The instance's kept engine goes (it was cancelled outside a step). */
  forget(instanceId: number): void {
    this.#live.delete(instanceId);
  }

  /** A new instance row: its engine is kept at its first version when the transaction commits. */
  started(instance: Instance, live: LiveEngine | undefined, tx: Tx): void {
    this.remember(instance, tx);
    this.#parked.get(tx)?.set(instance.instanceId, { version: instance.version, live });
  }

  /**
   * A new version of the instance row: with the engine now holding it, or none (the engine goes).
   * With `timers`, the instance's timers become those (in the same statement); with `closing`, a
   * task is closed and its comment written too. Answers the instance's open tasks.
   */
  async bump(
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

  remember(row: Instance, tx: Tx): Instance {
    let rows = this.#rows.get(tx);
    if (!rows) {
      rows = new Map();
      this.#rows.set(tx, rows);
    }
    rows.set(row.instanceId, row);
    return row;
  }

  /** The row this transaction wrote or locked, if it did. */
  known(instanceId: number, tx: Tx): Instance | undefined {
    return this.#rows.get(tx)?.get(instanceId);
  }

  /** The instance row as this transaction left it (read when it has not written or locked it). */
  async current(instanceId: number, tx: Tx): Promise<Instance | undefined> {
    return this.known(instanceId, tx) ?? (await this.repo.instance(instanceId, tx));
  }

  /** Runs the work in the caller's transaction, else in one of its own (whose engines are kept once it commits). */
  async inTx<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
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

  /** The definition compiled (once): `key`, its process in a file of several. */
  compiled(definitionId: number, xml: string, key?: string): Promise<CompiledDefinition> {
    let entry = this.#compiled.get(definitionId);
    if (!entry) {
      entry = compileDefinition(xml, key);
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
  async definitionOf(instance: Pick<Instance, 'definitionId'>, tx: Tx): Promise<CompiledDefinition> {
    const known = this.#compiled.get(instance.definitionId);
    if (known) return known;
    const definition = await this.repo.definition(instance.definitionId, tx);
    if (!definition) throw badRequest('workflow.definition.notFound');
    return this.compiled(definition.definitionId, definition.xml, definition.definitionKey);
  }
}
