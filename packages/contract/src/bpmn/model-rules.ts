import type { MessageKey } from '../catalogue.ts';
import { compileTemplate, ExpressionError, hasExpression } from './expressions.ts';
import { isFlowContainer, isSelfLoop, waitFreeLoops, zeroTimerValue } from './flow-loops.ts';
import { extensionValue, type ModdleElement } from './flowable-moddle.ts';

/**
 * The rules a model must pass before it is deployed, on its parsed moddle tree. The server's
 * deploy (validate-model) and the designer's lint (a bpmnlint rule) run this one implementation:
 * - no process is executable (a process is, unless it says `isExecutable="false"`: Flowable's rule);
 * - a script task, service task or listener names no handler, or one the engine never registered;
 *   a Java class or a script in another language is refused as such (it cannot run here);
 * - an expression anywhere in the model does not parse or uses what the evaluator refuses;
 * - a condition is a script rather than an expression;
 * - a cycle of the flow passes no wait state, a sequence flow leads back to its own source, a
 *   timer's duration or cycle is zero (flow-loops.ts): a run that never waits would hold the
 *   server.
 */

export type ModelRuleKey = Extract<
  MessageKey,
  | 'workflow.model.noExecutableProcess'
  | 'workflow.model.unknownHandler'
  | 'workflow.model.missingHandler'
  | 'workflow.model.scriptCondition'
  | 'workflow.model.badExpression'
  | 'workflow.model.javaClass'
  | 'workflow.model.scriptLanguage'
  | 'workflow.model.loopWithoutWait'
  | 'workflow.model.selfLoop'
  | 'workflow.model.zeroTimer'
>;

export interface ModelProblem {
  /** The element the problem is on (the nearest one with an id), '' for the whole model. */
  elementId: string;
  elementName?: string;
  key: MessageKey;
  params: Record<string, string>;
}

/** What the rules need to know of the engine: the names of its registered handlers. */
export interface ModelRuleContext {
  hasHandler(name: string): boolean;
}

type Descriptor = { properties?: Array<{ name: string; isReference?: boolean; isAttr?: boolean; type: string }> };
type Element = ModdleElement & { $descriptor?: Descriptor };

const HANDLER_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;

/** True when a handler name is `word` or `module.word`. */
export const isHandlerName = (name: string) => HANDLER_NAME.test(name);

/**
 * The handler name a model's reference holds: `notify` or `${notify}` (delegateExpression), or
 * null when the reference is not a bare name (a Java class such as `com.acme.Listener` is a name
 * too, and simply unknown here).
 */
export function handlerName(reference: string | undefined | null): string | null {
  if (!reference) return null;
  const text = reference.trim();
  const inner = /^[$#]\{\s*([^}]*?)\s*\}$/.exec(text)?.[1] ?? text;
  return isHandlerName(inner) ? inner : null;
}

const HANDLER_TASKS = new Set(['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask']);
/** Free text, where `${` is not an expression. */
const TEXT_TYPES = new Set(['bpmn:Documentation', 'bpmn:TextAnnotation']);

/** Every problem of a parsed `bpmn:Definitions`, each naming its element. */
export function modelProblems(definitions: ModdleElement, context: ModelRuleContext): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const rootElements = (definitions.get('rootElements') as Element[] | undefined) ?? [];
  if (!rootElements.some((root) => root.$type === 'bpmn:Process' && isExecutableProcess(root))) {
    problems.push({ elementId: '', key: 'workflow.model.noExecutableProcess', params: {} });
  }
  new Checker(context, problems).visit(definitions, definitions);
  return problems;
}

/** Flowable's rule: a process is executable unless it says `isExecutable="false"`. */
export function isExecutableProcess(process: ModdleElement): boolean {
  return process.get('isExecutable') !== false;
}

/** A Java class name (`com.acme.flow.Listener`): a dotted name whose last part is capitalised. */
const JAVA_CLASS = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*\.[A-Z][A-Za-z0-9_$]*$/;

/** An element as problems name it: `name [id]`, or its id. */
function label(element: Element): string {
  const id = String(element.get('id') ?? '');
  const name = element.get('name');
  return typeof name === 'string' && name !== '' ? `${name} [${id}]` : id;
}

class Checker {
  readonly #seen = new Set<unknown>();

  constructor(
    readonly context: ModelRuleContext,
    readonly problems: ModelProblem[],
  ) {}

  add(owner: Element, key: ModelRuleKey, params: Record<string, string> = {}) {
    const id = String(owner.get('id') ?? '');
    const name = owner.get('name');
    const element = label(owner);
    this.problems.push({
      elementId: id,
      ...(typeof name === 'string' && name ? { elementName: name } : {}),
      key,
      params: { element, ...params },
    });
  }

  visit(element: Element, owner: Element): void {
    if (this.#seen.has(element) || TEXT_TYPES.has(element.$type) || element.$type.startsWith('bpmndi:')) return;
    this.#seen.add(element);
    const self = typeof element.get('id') === 'string' && element.$type.startsWith('bpmn:') ? element : owner;
    this.checkElement(element, self);
    // Another vendor's elements (`modeler:*`) are kept as they are and never evaluated.
    for (const property of element.$descriptor?.properties ?? []) {
      if (property.isReference || property.name === 'diagrams') continue;
      const value = element.get(property.name);
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string') this.checkText(item, self);
        else if (item && typeof item === 'object' && '$type' in item) this.visit(item as Element, self);
      }
    }
  }

  checkText(text: string, owner: Element) {
    if (!hasExpression(text)) return;
    try {
      compileTemplate(text);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      this.add(owner, 'workflow.model.badExpression', { expression: error.expression, detail: error.detail });
    }
  }

  checkElement(element: Element, owner: Element) {
    const type = element.$type;
    if (type === 'bpmn:ScriptTask') this.checkScript(owner, element);
    else if (HANDLER_TASKS.has(type)) this.checkReference(owner, element);
    else if (type === 'bpmn:SequenceFlow') this.checkFlow(element);
    else if (isFlowContainer(element)) this.checkLoops(element);
    else if (/^(flowable|activiti|camunda):(Execution|Task)Listener$/.test(type)) this.checkListener(element, owner);
    if (type.endsWith('Event') && type.startsWith('bpmn:')) this.checkTimers(element);
  }

  checkFlow(flow: Element) {
    this.checkCondition(flow);
    if (isSelfLoop(flow)) {
      const source = flow.get('sourceRef') as Element;
      this.add(source, 'workflow.model.selfLoop', { flow: String(flow.get('id') ?? '') });
    }
  }

  /** Each cycle of wait-free elements, on its first element (in the model's order), naming them all. */
  checkLoops(container: Element) {
    for (const loop of waitFreeLoops(container)) {
      const shown = loop.elements.slice(0, 8).map(label);
      if (loop.elements.length > 8) shown.push('…');
      this.add(loop.elements[0] as Element, 'workflow.model.loopWithoutWait', { path: shown.join(', ') });
    }
  }

  checkTimers(event: Element) {
    for (const definition of (event.get('eventDefinitions') as Element[] | undefined) ?? []) {
      if (definition.$type !== 'bpmn:TimerEventDefinition') continue;
      const value = zeroTimerValue(definition);
      if (value !== null) this.add(event, 'workflow.model.zeroTimer', { value });
    }
  }

  /** A script task runs a handler (`scriptFormat="handler"` or none); groovy, JavaScript … are refused as scripts. */
  checkScript(owner: Element, task: Element) {
    const format = String(task.get('scriptFormat') ?? '').trim();
    if (format !== '' && format.toLowerCase() !== 'handler') {
      this.add(owner, 'workflow.model.scriptLanguage', { language: format });
      return;
    }
    this.checkHandler(owner, String(task.get('script') ?? ''));
  }

  checkCondition(flow: Element) {
    const condition = flow.get('conditionExpression') as Element | undefined;
    const language = condition?.get('language');
    if (typeof language === 'string' && language !== '') this.add(flow, 'workflow.model.scriptCondition', { language });
  }

  /** Service-like tasks: `class` or `delegateExpression` names the handler. */
  checkReference(owner: Element, element: Element) {
    const reference = extensionValue(element, 'class') ?? extensionValue(element, 'delegateExpression');
    if (typeof reference !== 'string' || reference.trim() === '') this.add(owner, 'workflow.model.missingHandler');
    else this.checkHandler(owner, reference);
  }

  checkListener(listener: Element, owner: Element) {
    const script = listener.get('script') as Element | undefined;
    if (script) {
      const format = String(script.get('scriptFormat') ?? '').trim();
      if (format !== '' && format.toLowerCase() !== 'handler')
        return this.add(owner, 'workflow.model.scriptLanguage', { language: format });
      return this.checkHandler(owner, String(script.get('value') ?? ''));
    }
    const expression = listener.get('expression');
    if (typeof expression === 'string' && expression.trim() !== '') return; // checked as text
    const reference = listener.get('class') ?? listener.get('delegateExpression');
    if (typeof reference !== 'string' || reference.trim() === '')
      return this.add(owner, 'workflow.model.missingHandler');
    this.checkHandler(owner, reference);
  }

  checkHandler(owner: Element, reference: string) {
    const name = handlerName(reference);
    if (!name || !this.context.hasHandler(name)) {
      const shown = reference.trim();
      if (JAVA_CLASS.test(shown)) return this.add(owner, 'workflow.model.javaClass', { handler: shown.slice(0, 120) });
      this.add(owner, 'workflow.model.unknownHandler', {
        handler: shown.length > 60 ? `${shown.slice(0, 57)}...` : shown,
      });
    }
  }
}
