/**
 * The named handlers a BPMN model may call. Models are user-supplied, so a script task, a service
 * task or a `class`/`delegateExpression` listener never runs model code: it names a handler the
 * server registered (`notify`, `setVariable`, a module's hook such as `quality.onApproved`).
 * `validateModel` refuses any other name at deploy, naming the element.
 *
 * How a model names a handler:
 * - script task: the script body is the name (`<script>notify</script>`);
 * - service task and listeners: `flowable:class="notify"` or `flowable:delegateExpression="${notify}"`.
 */

import { isHandlerName } from '@zj/contract/bpmn';

/** What a handler sees: the element, the event, the injected fields and the process variables. */
export interface HandlerContext {
  /** The BPMN element that called the handler (task or listener owner). */
  elementId: string;
  /** Listener event (`start`, `end`, `create`, `complete`, …), or `execute` for a task. */
  event: string;
  /** Injected fields, their expressions already evaluated. */
  fields: Readonly<Record<string, unknown>>;
  /** The process variables as they are now (read-only: change them with setVariable). */
  variables: Readonly<Record<string, unknown>>;
  setVariable(name: string, value: unknown): void;
  /**
   * The database transaction of the step that runs the handler (the workflow module's `Tx`):
   * handlers that write (messages, a module's hook) write in it, so they commit with the step.
   */
  tx?: unknown;
}

export type WorkflowHandler = (context: HandlerContext) => unknown | Promise<unknown>;

/** Variable names a handler may not set (the expression evaluator refuses to read them anyway). */
const RESERVED = new Set(['constructor', '__proto__', 'prototype']);

export class HandlerRegistry {
  readonly #handlers = new Map<string, WorkflowHandler>();

  /** Registers a handler; names are `word` or `module.word`, each registered once. */
  register(name: string, handler: WorkflowHandler): this {
    if (!isHandlerName(name)) throw new Error(`Workflow handler name '${name}' is not a word or module.word`);
    if (this.#handlers.has(name)) throw new Error(`Workflow handler '${name}' is already registered`);
    this.#handlers.set(name, handler);
    return this;
  }

  has(name: string): boolean {
    return this.#handlers.has(name);
  }

  get(name: string): WorkflowHandler | undefined {
    return this.#handlers.get(name);
  }

  names(): string[] {
    return [...this.#handlers.keys()].sort();
  }
}

/** The handler name a model's reference holds (`notify`, `${notify}`): one rule, in the contract. */
export { handlerName } from '@zj/contract/bpmn';

/** `setVariable`: fields `name` and `value` (a string, or an evaluated expression). */
export const setVariableHandler: WorkflowHandler = ({ fields, setVariable, elementId }) => {
  const name = fields.name;
  if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || RESERVED.has(name)) {
    throw new Error(`setVariable on ${elementId}: field 'name' must be a variable name`);
  }
  setVariable(name, fields.value ?? null);
};

/** What `notify` hands to the server's message service. */
export interface WorkflowNotification {
  elementId: string;
  event: string;
  /** Field `to`: user ids (comma-joined) or `starter`. */
  to: string;
  /** Field `text` (a template such as `Plan ${planName} approved`, evaluated). */
  text: string;
  variables: Readonly<Record<string, unknown>>;
  /** The step's transaction (see HandlerContext.tx). */
  tx?: unknown;
}

/** `notify`: sends a message through the sender the server supplies (spec 01 messages). */
export function notifyHandler(
  send: (notification: WorkflowNotification) => unknown | Promise<unknown>,
): WorkflowHandler {
  return ({ fields, elementId, event, variables, tx }) => {
    const to = fields.to;
    if (typeof to !== 'string' || to.trim() === '') throw new Error(`notify on ${elementId}: field 'to' is required`);
    return send({ elementId, event, to: to.trim(), text: String(fields.text ?? ''), variables, tx });
  };
}
