import type { LiveEngine } from '../../core/workflow/process-runner.ts';

/** Live engines kept unless configured (WORKFLOW_LIVE_ENGINES; 0 turns the cache off). */
export const DEFAULT_LIVE_ENGINES = 1000;

/**
 * The bpmn-engine runs of instances that wait, by instance id, each valid for one row version
 * (the version its step committed). A step takes its instance's engine out (no other step may
 * use it meanwhile) and gets it only when the locked row still has that version; the step's
 * engine comes back after its transaction commits. Least recently used go first.
 */
export class LiveEngines {
  readonly #entries = new Map<number, { version: number; live: LiveEngine }>();

  constructor(readonly max: number) {}

  /** The engine holding exactly this version of the instance, taken out of the cache; else none (and a stale one goes). */
  take(instanceId: number, version: number): LiveEngine | undefined {
    const entry = this.#entries.get(instanceId);
    if (!entry) return undefined;
    this.#entries.delete(instanceId);
    return entry.version === version && entry.live.usable ? entry.live : undefined;
  }

  /** Keeps the engine of a committed version (never over a newer one). */
  put(instanceId: number, version: number, live: LiveEngine): void {
    if (this.max <= 0 || !live.usable) return;
    const current = this.#entries.get(instanceId);
    if (current && current.version > version) return;
    this.#entries.delete(instanceId);
    this.#entries.set(instanceId, { version, live });
    while (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(instanceId: number): void {
    this.#entries.delete(instanceId);
  }

  /** The version whose engine is kept for the instance (tests, diagnostics). */
  versionOf(instanceId: number): number | undefined {
    return this.#entries.get(instanceId)?.version;
  }

  get size(): number {
    return this.#entries.size;
  }
}
