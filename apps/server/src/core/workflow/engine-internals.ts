import { isZeroTimer } from '@zj/contract/bpmn';
import * as Elements from 'bpmn-elements';
import * as Gateways from 'bpmn-elements/gateways';
import type { Engine } from 'bpmn-engine';
import { badRequest } from '../http/app-error.ts';
import { isCron, nextCronTime } from './cron-cycle.ts';

/**
 * Everything the workflow core does with bpmn-elements' and bpmn-engine's private state — what
 * neither their typings nor their READMEs offer: symbol-keyed fields, queue and exchange names,
 * message contents, a method overridden or wrapped, the engine's state put together by hand. No
 * other file of the workflow core reaches past the engines' public API. Written for the versions
 * below: engine-internals.test.ts asserts that they are the ones installed and exercises each
 * access here, so that an upgrade fails there, by name, first.
 */
export const INTERNALS_WRITTEN_FOR = { 'bpmn-elements': '17.3.0', 'bpmn-engine': '25.0.1' } as const;

export type EngineInstance = InstanceType<typeof Engine>;

/** What an activity's messages carry (a multi-instance iteration: its index and cardinality). */
export type ActivityContent = Record<string, unknown> & {
  executionId: string;
  isMultiInstance?: boolean;
  /** On a multi-instance activity's own messages (not its iterations'). */
  isRootScope?: boolean;
  index?: number;
  loopCardinality?: number;
};

/** An activity as the engine's listener and `getPostponed()` hand it over. */
export interface ActivityApi {
  id: string;
  type: string;
  executionId: string;
  name?: string;
  content: ActivityContent;
  owner: {
    behaviour: Record<string, unknown>;
    name?: string;
    run(content?: unknown): void;
    broker?: ActivityBroker;
    /** The activity's own execution: its iterations, or a sub-process's children, waiting. */
    execution?: { getPostponed(): ActivityApi[] };
  };
  environment: { variables: Record<string, unknown>; output: Record<string, unknown> };
  signal(output?: unknown): void;
  discard(): void;
}

/** The part of an activity's broker used here (bpmn-elements' asynchronous message formatting). */
export interface ActivityBroker {
  getQueue(name: string): { queueMessage(fields: { routingKey: string }, content: unknown): void };
  publish(exchange: string, routingKey: string, content: unknown): void;
  subscribeTmp(
    exchange: string,
    pattern: string,
    handler: (routingKey: string, message: { content: ActivityContent }) => void,
    options: { noAck: boolean; consumerTag: string; priority: number },
  ): unknown;
  cancel(consumerTag: string): void;
}

/** The engine's execution as `execute()` and `resume()` answer it. */
export interface EngineExecution {
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

// --- Compiling -------------------------------------------------------------------------------

const TimerBase = Elements.TimerEventDefinition as unknown as new (
  ...args: never[]
) => { activity: { id: string; name?: string }; parse(timerType: string, value: string): unknown };

/**
 * bpmn-elements' timer, refusing a cycle whose interval is zero (`R/PT0S`, say from an
 * expression): such a timer repeats inside the timer itself, without entering any element, so no
 * step bound would see it. Deploy refuses one written in the model (`workflow.model.zeroTimer`);
 * this is the same refusal for a value an expression gave. It also reads cron cycles
 * (cron-cycle.ts), which bpmn-elements does not. Overrides the timer's `parse`, which every timer
 * value goes through.
 */
class GuardedTimer extends TimerBase {
  override parse(timerType: string, value: string) {
    if (isZeroTimer(timerType, String(value))) {
      const { id, name } = this.activity;
      throw badRequest('workflow.model.zeroTimer', { element: name ? `${name} [${id}]` : id, value: String(value) });
    }
    // A cron cycle (Quartz `0 0/5 * * * ?`): its next time; bpmn-elements reads ISO 8601 only.
    if (timerType === 'timeCycle' && isCron(String(value))) {
      const now = new Date();
      const expireAt = nextCronTime(String(value), now);
      return { expireAt, repeat: undefined, delay: expireAt.getTime() - now.getTime() };
    }
    return super.parse(timerType, value);
  }
}

const { InclusiveGatewayBehaviour } = Gateways as unknown as { InclusiveGatewayBehaviour: unknown };
const ActivityBase = Elements.Activity as unknown as new (
  behaviour: unknown,
  definition: object,
  context: unknown,
) => unknown;

/**
 * bpmn-elements' inclusive gateway, joining as Flowable joins: with several incoming flows it
 * waits until every one of them was taken or discarded (the branches its fork did not take are
 * discarded all the way down to it), as its parallel gateway waits — bpmn-elements' own inclusive
 * gateway runs once per arriving token, creating what follows it once per branch.
 * `isParallelGateway` is the activity flag that makes an activity with several inbound flows a join.
 */
function JoiningInclusiveGateway(activityDef: object, context: unknown) {
  return new ActivityBase(InclusiveGatewayBehaviour, { ...activityDef, isParallelGateway: true }, context);
}

/** The element types a definition is compiled with (moddle-context-serializer's TypeResolver). */
export function engineElements(): Record<string, unknown> {
  return { ...Elements, TimerEventDefinition: GuardedTimer, InclusiveGateway: JoiningInclusiveGateway };
}

/** The error a refusal thrown inside the engine (GuardedTimer) comes back wrapped in (ActivityError). */
export function innerError(failure: Error | undefined): unknown {
  return (failure as { inner?: unknown } | undefined)?.inner;
}

// --- Running ---------------------------------------------------------------------------------

/** The part of a broker holding an activity's next run message needs. */
export type FormatBroker = Pick<ActivityBroker, 'getQueue' | 'publish'>;

/**
 * Holds an activity's next run message (`run.enter`, `run.end`, …: `key` names the hold) until
 * `release()` — or refuses it with `fail(error)`: bpmn-elements' asynchronous message formatting.
 */
export function holdRun(broker: FormatBroker, key: string) {
  broker.getQueue('format-run-q').queueMessage({ routingKey: key }, { endRoutingKey: `${key}.end` });
  return {
    release: () => broker.publish('format', `${key}.end`, {}),
    fail: (error: Error) => broker.publish('format', `${key}.error`, { error }),
  };
}

/**
 * Calls `onIteration` with each iteration a multi-instance activity starts (on its broker's
 * execution exchange: the engine's listener hears nothing of them); one subscription a broker.
 */
export function onIterations(broker: ActivityBroker, onIteration: (content: ActivityContent) => void): void {
  const tag = '_zj-iterations';
  broker.cancel(tag);
  broker.subscribeTmp('execution', 'execute.start', (_routingKey, { content }) => onIteration(content), {
    noAck: true,
    consumerTag: tag,
    priority: 10_000,
  });
}

/**
 * Tells `onSet` the element (its owner) each time an element's registered timers set one, right
 * after the timers' `setTimeout` ran: bpmn-elements passes the element to `register(owner)` only.
 */
export function onTimerOwners(api: Elements.Timers, onSet: (owner: { id?: string }) => void): void {
  const register = api.register.bind(api);
  api.register = (owner: { id?: string }) => {
    const registered = register(owner) as unknown as {
      setTimeout: (callback: () => void, delay: number, ...args: unknown[]) => unknown;
    };
    const setTimeout = registered.setTimeout.bind(registered);
    registered.setTimeout = (callback: () => void, delay: number, ...args: unknown[]) => {
      const ref = setTimeout(callback, delay, ...args);
      onSet(owner);
      return ref;
    };
    return registered as unknown as ReturnType<typeof register>;
  };
}

// --- Reading ---------------------------------------------------------------------------------

/** The activities waiting in the engine (top level). */
export function postponedOf(engine: EngineInstance): ActivityApi[] {
  const execution = engine.execution as unknown as { getPostponed(): ActivityApi[] } | undefined;
  return execution?.getPostponed() ?? [];
}

/** What waits inside an activity: a multi-instance task's iterations, a sub-process's children. */
export function childrenOf(api: ActivityApi): ActivityApi[] {
  return (api.owner.execution?.getPostponed() ?? []).filter((child) => child.executionId !== api.executionId);
}

type Ref = { id?: string; name?: string };

/** The message and signal an activity waits for (a receive task, a catch or boundary event). */
export function awaitedRefs(api: ActivityApi): { messages: Ref[]; signals: Ref[] } {
  const behaviour = api.owner.behaviour as {
    eventDefinitions?: { type: string; behaviour?: { messageRef?: Ref; signalRef?: Ref } }[];
    messageRef?: Ref;
  };
  const messages: Ref[] = [];
  const signals: Ref[] = [];
  if (api.type === 'bpmn:ReceiveTask' && behaviour.messageRef) messages.push(behaviour.messageRef);
  for (const definition of behaviour.eventDefinitions ?? []) {
    const { messageRef, signalRef } = definition.behaviour ?? {};
    if (definition.type === 'bpmn:MessageEventDefinition' && messageRef) messages.push(messageRef);
    if (definition.type === 'bpmn:SignalEventDefinition' && signalRef) signals.push(signalRef);
  }
  return { messages, signals };
}

/** bpmn-engine's version as its saved states carry it (read from its first `getState`). */
let engineVersion: unknown;

/**
 * The engine's state as `engine.getState()` gives it, less each definition's source: bpmn-engine
 * serialises the whole moddle context into every saved state (JSON of the entire model), which
 * the workflow never stores (a recovered engine gets the compiled definition's context). After
 * the first, the state is put together from the execution's parts, as `getState()` does.
 */
export async function stateOf<T extends Record<string, unknown>>(engine: EngineInstance): Promise<T> {
  type Stateful = { getState(): Record<string, unknown> };
  const execution = engine.execution as unknown as
    | (Stateful & { state: string; stopped: boolean; environment: Stateful; definitions: Stateful[] })
    | undefined;
  if (!execution || engineVersion === undefined) {
    const saved = (await engine.getState()) as unknown as T & { definitions?: Record<string, unknown>[] };
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
  } as unknown as T;
}

// --- Moving a token --------------------------------------------------------------------------

/**
 * A withdrawn task's discard runs down its outbound path; where the path loops back into the task
 * the token moved to (a "revise" loop), the discard reaches that task while it runs and waits in
 * its run queue, to run when the task completes and discard the path again — leaving the process
 * unable to end. That queued discard is dropped.
 */
export function dropLoopedDiscard(execution: EngineExecution, target: unknown) {
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
