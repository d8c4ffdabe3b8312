import { evaluateTemplate, hasExpression, isExpression } from './expressions.ts';
import { type HandlerRegistry, handlerName } from './handlers.ts';
import { executeHandler, type HandlerCallback, type StepContext } from './listeners.ts';

/**
 * What bpmn-engine needs from the workflow core, so that no model text ever runs as code:
 * - `expressions`: bpmn-engine's default handler resolves property paths only (and calls
 *   functions it finds on them); this one evaluates the JUEL subset of expressions.ts over the
 *   process variables alone.
 * - `scripts`: bpmn-engine's default runs JavaScript script tasks in node:vm (not a sandbox);
 *   this one runs a registered handler named by the script body, and nothing else.
 * Pass both on every `new Engine(...)` and again on `recover(...)`.
 */

/** The part of a bpmn-elements execution context the evaluator reads. */
interface ExpressionContext {
  environment?: { variables?: Record<string, unknown> };
  /** A multi-instance iteration's message: its index, cardinality and the outputs so far. */
  content?: {
    isMultiInstance?: boolean;
    isSequential?: boolean;
    index?: number;
    loopCardinality?: number;
    loopOutput?: unknown[];
    [key: string]: unknown;
  };
}

export interface WorkflowExpressions {
  resolveExpression(text: unknown, context?: ExpressionContext): unknown;
  isExpression(text: unknown): boolean;
  hasExpression(text: unknown): boolean;
}

/**
 * The variables an expression sees: the process variables, and nothing of the engine around them;
 * inside a multi-instance task also Flowable's loop variables (`nrOfInstances`,
 * `nrOfCompletedInstances`, `nrOfActiveInstances`, `loopCounter`) for its completion condition.
 */
function variablesOf(context: ExpressionContext | undefined): Record<string, unknown> {
  const variables = context?.environment?.variables ?? {};
  const content = context?.content;
  if (!content?.isMultiInstance || typeof content.loopCardinality !== 'number') return variables;
  const completed = Array.isArray(content.loopOutput)
    ? content.loopOutput.filter((output) => output !== undefined).length
    : 0;
  const nrOfInstances = content.loopCardinality;
  return {
    ...variables,
    nrOfInstances,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: content.isSequential ? 1 : Math.max(nrOfInstances - completed, 0),
    loopCounter: content.index ?? 0,
  };
}

export function workflowExpressions(): WorkflowExpressions {
  return {
    resolveExpression: (text, context) =>
      typeof text === 'string' ? evaluateTemplate(text, variablesOf(context)) : text,
    isExpression,
    hasExpression,
  };
}

/** bpmn-elements' call into a script: (execution scope, node-style callback). */
interface ScriptScope {
  id: string;
  environment: { variables: Record<string, unknown> };
}

interface RegisteredScript {
  id: string;
  name: string;
  execute(scope: ScriptScope, callback: HandlerCallback): void;
}

interface ScriptActivity {
  id: string;
  type: string;
  behaviour?: { script?: string; resultVariable?: string; conditionExpression?: { language?: string } };
}

/**
 * bpmn-engine's `scripts` option: a script task runs the handler its body names; anything else is refused.
 * `step.tx`: the transaction of the step running now (read when a handler runs: an engine kept
 * between steps runs each in its own).
 */
export function handlerScripts(registry: HandlerRegistry, step: Pick<StepContext, 'tx' | 'pace'> = {}) {
  const scripts = new Map<string, RegisteredScript>();
  return {
    register({ id, type, behaviour }: ScriptActivity): RegisteredScript | undefined {
      if (type !== 'bpmn:ScriptTask') return undefined;
      const name = handlerName(behaviour?.script);
      if (!name || !registry.has(name)) return undefined;
      const resultVariable = behaviour?.resultVariable;
      const script: RegisteredScript = {
        id,
        name,
        execute(scope, callback) {
          const call = { elementId: id, fields: [], variables: scope.environment.variables, resultVariable };
          void executeHandler(registry, name, step, call, callback);
        },
      };
      scripts.set(id, script);
      return script;
    },
    // bpmn-elements reports a missing script as "unsupported" (its types leave out the undefined).
    getScript(_language: string, { id }: { id: string }): RegisteredScript {
      return scripts.get(id) as RegisteredScript;
    },
  };
}
