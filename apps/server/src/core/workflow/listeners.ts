import { type FormatBroker, holdRun } from './engine-internals.ts';
import { evaluateTemplate } from './expressions.ts';
import { type HandlerRegistry, handlerName } from './handlers.ts';

/**
 * Execution listeners, task listeners and service tasks as bpmn-engine hands them over (plain
 * objects of the moddle elements): each names a registered handler (`class`, `delegateExpression`,
 * or a script whose body is the name) or is an `expression` evaluated over the variables.
 */

/** An extension element as the engine's behaviour carries it. */
export interface ExtensionObject {
  $type: string;
  [key: string]: unknown;
}

export interface ListenerSpec {
  event: string;
  /** The handler's name, or null for an expression listener. */
  handler: string | null;
  expression: string | null;
  fields: ExtensionObject[];
}

const local = (type: string) => type.split(':')[1] ?? type;

/**
 * The extension elements of one local type (`TaskListener`, `Button`, `In`, …) on an element's
 * behaviour as bpmn-engine carries it, whichever prefix (flowable, activiti, camunda) wrote them.
 */
export function behaviourExtensions(behaviour: Record<string, unknown>, localType: string): ExtensionObject[] {
  const container = behaviour.extensionElements as { values?: ExtensionObject[] } | undefined;
  return (container?.values ?? []).filter((value) => local(value.$type) === localType);
}

/** The listeners of one kind (`ExecutionListener`, `TaskListener`) on an element's behaviour. */
export function listenersOf(behaviour: Record<string, unknown>, kind: 'ExecutionListener' | 'TaskListener') {
  const specs: ListenerSpec[] = [];
  for (const value of behaviourExtensions(behaviour, kind)) {
    const script = value.script as { value?: string } | undefined;
    const reference = script?.value ?? (value.class as string) ?? (value.delegateExpression as string) ?? null;
    const expression = typeof value.expression === 'string' && value.expression.trim() ? value.expression : null;
    specs.push({
      event: String(value.event ?? ''),
      handler: expression ? null : handlerName(reference),
      expression,
      fields: (value.fields as ExtensionObject[] | undefined) ?? [],
    });
  }
  return specs;
}

/** Injected fields: a string value, or an expression evaluated over the variables. */
export function fieldValues(fields: ExtensionObject[], variables: Readonly<Record<string, unknown>>) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const name = String(field.name ?? '');
    if (!name) continue;
    const element = field.expressionElement as { value?: string } | undefined;
    const expression = (typeof field.expression === 'string' ? field.expression : undefined) ?? element?.value;
    if (expression !== undefined) out[name] = evaluateTemplate(expression, variables);
    else out[name] = field.stringValue ?? field.string ?? '';
  }
  return out;
}

/**
 * Runs the listeners of an event in model order. Variables they set are written into `variables`
 * (the caller persists them and hands them to the next step).
 */
export async function runListeners(
  registry: HandlerRegistry,
  specs: ListenerSpec[],
  event: string,
  elementId: string,
  variables: Record<string, unknown>,
  tx?: unknown,
): Promise<void> {
  for (const spec of specs) {
    if (spec.event !== event) continue;
    if (spec.expression) {
      evaluateTemplate(spec.expression, variables);
      continue;
    }
    const handler = spec.handler ? registry.get(spec.handler) : undefined;
    if (!handler) throw new Error(`Workflow handler '${spec.handler ?? ''}' on ${elementId} is not registered`);
    await handler({
      elementId,
      event,
      fields: fieldValues(spec.fields, variables),
      variables,
      setVariable: (name, value) => {
        variables[name] = value;
      },
      tx,
    });
  }
}

/** The service-like tasks whose `class`/`delegateExpression` names a handler. */
const SERVICE_TYPES = new Set(['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask']);

interface ServiceActivity {
  id: string;
  type: string;
  behaviour: Record<string, unknown> & { Service?: unknown };
  environment: { variables: Record<string, unknown> };
}

/**
 * bpmn-engine's `extensions` entry: a service task runs the handler its `class` or
 * `delegateExpression` names, with its injected fields, and stores the result in `resultVariable`.
 */
export function handlerServices(registry: HandlerRegistry, step: StepContext = {}) {
  return (activity: ServiceActivity) => {
    if (!SERVICE_TYPES.has(activity.type)) return undefined;
    const behaviour = activity.behaviour;
    const name = handlerName((behaviour.class as string) ?? (behaviour.delegateExpression as string));
    if (!name) return undefined;
    behaviour.Service = function HandlerService() {
      return {
        execute(_message: unknown, callback: HandlerCallback) {
          const call = {
            elementId: activity.id,
            fields: behaviourExtensions(behaviour, 'Field'),
            variables: activity.environment.variables,
            resultVariable: behaviour.resultVariable,
          };
          const work = executeHandler(registry, name, step, call, callback);
          if (work) track(step, work);
        },
      };
    };
    return undefined;
  };
}

/** An activity as bpmn-elements hands it to an extension: its broker, behaviour and environment. */
interface ListeningActivity {
  id: string;
  behaviour: Record<string, unknown>;
  environment: { variables: Record<string, unknown> };
  broker: {
    subscribeTmp(
      exchange: string,
      pattern: string,
      handler: (routingKey: string, message: EnterMessage) => void,
      options: { noAck: boolean },
    ): { cancel(): void };
  } & FormatBroker;
}

/**
 * What a step hands the engine's extensions: its transaction, the handler calls still running
 * (the step waits for them) and the first handler failure.
 */
export interface StepContext {
  tx?: unknown;
  pending?: Set<Promise<unknown>>;
  failure?: Error;
  /** A turn of the event loop when the run has held it for its slice (run-guard.ts), else nothing. */
  pace?: () => Promise<void> | undefined;
}

/** `output` once the run has had its turn of the event loop, if its slice is used up. */
export async function afterPace<T>(step: Pick<StepContext, 'pace'>, output: T): Promise<T> {
  const turn = step.pace?.();
  if (turn) await turn;
  return output;
}

/** A node-style callback, as bpmn-elements hands it to a service or a script. */
export type HandlerCallback = (error: Error | null, output?: unknown) => void;

/**
 * Runs the handler `name` for an element as the engine's service task or script task: with its
 * injected fields over the variables, in the step's transaction; stores its output in
 * `resultVariable` and answers `callback` once the run has had its turn (afterPace). Answers the
 * work going on (none when the handler is not registered: `callback` has the error).
 */
export function executeHandler(
  registry: HandlerRegistry,
  name: string,
  step: Pick<StepContext, 'tx' | 'pace'>,
  call: { elementId: string; fields: ExtensionObject[]; variables: Record<string, unknown>; resultVariable?: unknown },
  callback: HandlerCallback,
): Promise<void> | undefined {
  const handler = registry.get(name);
  if (!handler) {
    callback(new Error(`Workflow handler '${name}' is not registered`));
    return undefined;
  }
  const { elementId, variables, resultVariable } = call;
  return Promise.resolve()
    .then(() =>
      handler({
        elementId,
        event: 'execute',
        fields: fieldValues(call.fields, variables),
        variables,
        setVariable: (key, value) => {
          variables[key] = value;
        },
        tx: step.tx,
      }),
    )
    .then((output) => afterPace(step, output))
    .then(
      (output) => {
        if (typeof resultVariable === 'string' && resultVariable) variables[resultVariable] = output ?? null;
        callback(null, output);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
}

/**
 * Keeps `work` among the step's running handler calls until it settles; should it fail all the
 * same (its own error handling threw), the step fails with that error.
 */
export function track(step: StepContext, work: Promise<unknown>) {
  step.pending ??= new Set();
  const pending = step.pending;
  const tracked: Promise<unknown> = work
    .catch((error: unknown) => {
      step.failure ??= error instanceof Error ? error : new Error(String(error));
    })
    .finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** The `take` listeners of a sequence flow, and the element the flow leads to. */
export interface FlowListeners {
  target: string;
  listeners: ListenerSpec[];
}

/** What an activity's `activity.enter` carries: the flows it came in by. */
interface EnterMessage {
  content: { inbound?: { id?: string }[] };
}

/**
 * bpmn-engine's `extensions` entry for execution listeners: an activity's `start` listeners run
 * when it is entered, before it starts — after the `take` listeners of the flows it came in by —
 * and its `end` listeners when its execution completes, before its outgoing flows are chosen:
 * inside the engine's run, as Flowable runs them, so a variable a listener sets decides the very
 * next gateway. The activity waits for the handlers (bpmn-elements' asynchronous message
 * formatting) in the step's transaction; a handler that fails stops the step (its error is kept in
 * `step.failure`). `flows`: the take listeners by flow id.
 */
export function listenerExtension(
  registry: HandlerRegistry,
  step: StepContext = {},
  flows: ReadonlyMap<string, FlowListeners> = new Map(),
) {
  return (activity: ListeningActivity) => {
    const specs = listenersOf(activity.behaviour ?? {}, 'ExecutionListener');
    const reachedByListenedFlow = [...flows.values()].some((flow) => flow.target === activity.id);
    if (specs.length === 0 && !reachedByListenedFlow) return undefined;
    let consuming: { cancel(): void } | undefined;
    /** Holds the activity's next run message until `work` is done (or refuses it when `work` fails). */
    const hold = (run: 'enter' | 'end', work: () => Promise<void>) => {
      const held = holdRun(activity.broker, `run.${run}.zj-listeners`);
      track(
        step,
        work().then(held.release, (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          step.failure ??= failure;
          held.fail(failure);
        }),
      );
    };
    const variables = () => activity.environment.variables;
    const onEnter = (message: EnterMessage) => {
      const taken = (message.content.inbound ?? []).flatMap((flow) => {
        const listened = flow.id === undefined ? undefined : flows.get(flow.id);
        return listened ? [{ id: flow.id as string, listeners: listened.listeners }] : [];
      });
      const starts = specs.some((spec) => spec.event === 'start');
      if (taken.length === 0 && !starts) return;
      hold('enter', async () => {
        for (const flow of taken) await runListeners(registry, flow.listeners, 'take', flow.id, variables(), step.tx);
        await runListeners(registry, specs, 'start', activity.id, variables(), step.tx);
      });
    };
    const onCompleted = () => {
      if (!specs.some((spec) => spec.event === 'end')) return;
      hold('end', () => runListeners(registry, specs, 'end', activity.id, variables(), step.tx));
    };
    return {
      activate() {
        consuming ??= activity.broker.subscribeTmp(
          'event',
          'activity.#',
          (routingKey, message) => {
            // A multi-instance activity enters once and completes once (its iterations send
            // neither event): its listeners run once for the whole activity.
            if (routingKey === 'activity.enter') onEnter(message);
            else if (routingKey === 'activity.execution.completed') onCompleted();
          },
          { noAck: true },
        );
      },
      deactivate() {
        consuming?.cancel();
        consuming = undefined;
      },
    };
  };
}
