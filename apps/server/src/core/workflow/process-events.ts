import * as Elements from 'bpmn-elements';
import {
  type ActivityApi,
  awaitedRefs,
  childrenOf,
  type EngineInstance,
  onTimerOwners,
  postponedOf,
} from './engine-internals.ts';

/**
 * The events an instance waits for besides people: timers (boundary and intermediate timer
 * events), messages and signals (catch events, receive tasks, boundary events).
 */

/**
 * bpmn-engine's timers without wall-clock waits: a step records the timers its elements set and
 * the workflow module persists them (wf_timer); when one is due, the instance is recovered and the
 * timer, now expired, fires on resume. A timer already due when set fires within the step.
 */
export class StepTimers {
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
    // The element that set a timer: the one set last.
    onTimerOwners(this.api, (owner) => {
      const entry = this.#set.get(this.#next);
      if (entry) entry.owner = owner;
    });
  }

  /** Fires the timers due now (each once), letting the engine run (`afterEach`) after each. */
  async fireDue(afterEach: () => Promise<void>, now = Date.now()) {
    for (const [handle, timer] of [...this.#set]) {
      if (timer.dueAt.getTime() > now) continue;
      this.#set.delete(handle);
      timer.callback();
      await afterEach();
    }
  }

  /** The timers now waiting: the element and when it is due. */
  pending() {
    return [...this.#set.values()].map((t) => ({ elementId: String(t.owner.id ?? ''), dueAt: t.dueAt }));
  }
}

/** A message or signal something in the instance waits for: its element id and name. */
export interface Awaited {
  kind: 'message' | 'signal';
  ref: string;
  name: string;
}

/** The messages and signals the instance waits for now (inside sub-processes too). */
export function awaitedOf(engine: EngineInstance): Awaited[] {
  const found = new Map<string, Awaited>();
  const add = (kind: Awaited['kind'], element: { id?: string; name?: string }) => {
    if (element.id) found.set(`${kind}:${element.id}`, { kind, ref: element.id, name: element.name ?? element.id });
  };
  const visit = (api: ActivityApi, depth: number) => {
    if (depth > 20) return;
    const { messages, signals } = awaitedRefs(api);
    for (const message of messages) add('message', message);
    for (const signal of signals) add('signal', signal);
    for (const child of childrenOf(api)) if (child.id !== api.id) visit(child, depth + 1);
  };
  for (const api of postponedOf(engine)) visit(api, 0);
  return [...found.values()];
}

/** Delivers a message or a signal (the id of its bpmn:Message / bpmn:Signal) to what waits for it. */
export function deliver(engine: EngineInstance, ref: string): void {
  (engine.execution as unknown as { signal(message: unknown): void }).signal({ id: ref });
}
