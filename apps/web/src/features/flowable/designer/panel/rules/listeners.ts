import { extensionsOf, putAt, removeAt, writeExtensions } from './extensions.ts';
import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

export type ListenerKind = 'ExecutionListener' | 'TaskListener';
export type ListenerType = 'class' | 'expression' | 'delegateExpression' | 'script';
export type TimerType = 'date' | 'duration' | 'cycle' | 'none';

/** Execution listener events (spec 02 §9) and task-listener events (spec 02 §3). */
export const EXECUTION_EVENTS = ['start', 'end'] as const;
export const TASK_EVENTS = ['create', 'assignment', 'complete', 'delete', 'update', 'timeout'] as const;
export const LISTENER_TYPES: ListenerType[] = ['class', 'expression', 'delegateExpression', 'script'];
export const TIMER_TYPES: TimerType[] = ['date', 'duration', 'cycle', 'none'];

/** An injected field: a string value or an expression (spec 02 §3). */
export interface FieldForm {
  name: string;
  fieldType: 'string' | 'expression';
  string: string;
  expression: string;
}

export interface ListenerForm {
  event: string;
  /** Task listeners only. */
  id: string;
  listenerType: ListenerType;
  class: string;
  expression: string;
  delegateExpression: string;
  scriptFormat: string;
  scriptType: 'inline' | 'external' | '';
  value: string;
  resource: string;
  fields: FieldForm[];
  /** The timeout event's timer. */
  timerType: TimerType;
  timerDefinition: string;
}

export const emptyListener = (kind: ListenerKind): ListenerForm => ({
  event: kind === 'ExecutionListener' ? 'start' : 'create',
  id: '',
  listenerType: 'class',
  class: '',
  expression: '',
  delegateExpression: '',
  scriptFormat: '',
  scriptType: 'inline',
  value: '',
  resource: '',
  fields: [],
  timerType: 'none',
  timerDefinition: '',
});

const text = (element: ModdleElement | undefined, name: string) => {
  const value = element?.get(name);
  return value === undefined || value === null ? '' : String(value);
};

const TIMER_PROPERTY: Record<Exclude<TimerType, 'none'>, string> = {
  date: 'timeDate',
  duration: 'timeDuration',
  cycle: 'timeCycle',
};

function fieldFormOf(field: ModdleElement): FieldForm {
  const expression =
    text(field, 'expression') || text(field.get('expressionElement') as ModdleElement | undefined, 'value');
  return {
    name: text(field, 'name'),
    fieldType: expression ? 'expression' : 'string',
    string: text(field, 'stringValue') || text(field, 'string'),
    expression,
  };
}

/** A listener element as the drawer edits it. */
export function listenerFormOf(listener: ModdleElement): ListenerForm {
  const script = listener.get('script') as ModdleElement | undefined;
  const listenerType: ListenerType = script
    ? 'script'
    : text(listener, 'expression')
      ? 'expression'
      : text(listener, 'delegateExpression')
        ? 'delegateExpression'
        : 'class';
  const timer = ((listener.get('eventDefinitions') as ModdleElement[] | undefined) ?? [])[0];
  const timerType =
    (Object.entries(TIMER_PROPERTY).find(([, property]) => timer?.get(property))?.[0] as TimerType | undefined) ??
    'none';
  const definition = timerType === 'none' ? undefined : (timer?.get(TIMER_PROPERTY[timerType]) as ModdleElement);
  return {
    event: text(listener, 'event'),
    id: text(listener, 'id'),
    listenerType,
    class: text(listener, 'class'),
    expression: text(listener, 'expression'),
    delegateExpression: text(listener, 'delegateExpression'),
    scriptFormat: text(script, 'scriptFormat'),
    scriptType: script ? (text(script, 'resource') ? 'external' : 'inline') : 'inline',
    value: text(script, 'value'),
    resource: text(script, 'resource'),
    fields: ((listener.get('fields') as ModdleElement[] | undefined) ?? []).map(fieldFormOf),
    timerType,
    timerDefinition: text(definition, 'body'),
  };
}

export const listenersOf = (bo: ModdleElement, kind: ListenerKind) => extensionsOf(bo, kind);

/** What a listener's type stores (the table's "listener type" column shows the type). */
function listenerElement(ctx: RuleContext, kind: ListenerKind, form: ListenerForm): ModdleElement {
  const p = ctx.prefix;
  const attrs: Record<string, unknown> = { event: form.event };
  if (kind === 'TaskListener') attrs.id = form.id;
  if (form.listenerType === 'class') attrs.class = form.class.trim();
  if (form.listenerType === 'expression') attrs.expression = form.expression.trim();
  if (form.listenerType === 'delegateExpression') attrs.delegateExpression = form.delegateExpression.trim();
  const listener = ctx.moddle.create(`${p}:${kind}`, attrs);
  if (form.listenerType === 'script') {
    const script = ctx.moddle.create(`${p}:Script`, {
      scriptFormat: form.scriptFormat,
      ...(form.scriptType === 'external' ? { resource: form.resource } : { value: form.value }),
    });
    script.$parent = listener;
    listener.set('script', script);
  }
  const fields = form.fields.map((field) => {
    const created = ctx.moddle.create(`${p}:Field`, {
      name: field.name,
      ...(field.fieldType === 'string' ? { stringValue: field.string } : { expression: field.expression }),
    });
    created.$parent = listener;
    return created;
  });
  if (fields.length) listener.set('fields', fields);
  if (kind === 'TaskListener' && form.event === 'timeout' && form.timerType !== 'none') {
    const body = ctx.moddle.create('bpmn:FormalExpression', { body: form.timerDefinition });
    const timer = ctx.moddle.create('bpmn:TimerEventDefinition', { [TIMER_PROPERTY[form.timerType]]: body });
    body.$parent = timer;
    timer.$parent = listener;
    listener.set('eventDefinitions', [timer]);
  }
  return listener;
}

/** Saves a listener: replaces the entry at its index, or appends a new one (spec 02 §4). */
export function saveListener(
  ctx: RuleContext,
  element: DiagramElement,
  kind: ListenerKind,
  form: ListenerForm,
  index?: number,
) {
  const next = putAt(listenersOf(element.businessObject, kind), listenerElement(ctx, kind, form), index);
  writeExtensions(ctx, element, kind, next);
}

export function removeListener(ctx: RuleContext, element: DiagramElement, kind: ListenerKind, index: number) {
  writeExtensions(ctx, element, kind, removeAt(listenersOf(element.businessObject, kind), index));
}

/** A validation problem: the form field and the text key of its message. */
export interface Problem {
  field: keyof ListenerForm | keyof FieldForm;
  message: string;
}

/** The handler name a class / `${name}` reference holds (the engine's rule, handlers.ts). */
export function handlerNameOf(reference: string): string | null {
  const trimmed = reference.trim();
  const inner = /^[$#]\{\s*([^}]*?)\s*\}$/.exec(trimmed)?.[1] ?? trimmed;
  return /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/.test(inner) ? inner : null;
}

/**
 * The listener drawer's rules (spec 02 §5): event and listener type required (and the id for a
 * task listener); the class, expression or delegate expression by type; for a script the format,
 * the type and the content or the resource; for a timeout with a timer, the timer definition.
 * A class, delegate expression or inline script must name a handler the engine registered.
 */
export function validateListener(kind: ListenerKind, form: ListenerForm, handlers: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const blank = (value: string) => value.trim() === '';
  const known = (reference: string) => {
    const name = handlerNameOf(reference);
    return name !== null && handlers.includes(name);
  };
  if (blank(form.event)) problems.push({ field: 'event', message: 'panel.listener.eventRequired' });
  if (kind === 'TaskListener' && blank(form.id)) problems.push({ field: 'id', message: 'panel.listener.idRequired' });
  if (!LISTENER_TYPES.includes(form.listenerType)) {
    problems.push({ field: 'listenerType', message: 'panel.listener.typeRequired' });
    return problems;
  }
  if (form.listenerType === 'class' || form.listenerType === 'delegateExpression') {
    const value = form[form.listenerType];
    if (blank(value))
      problems.push({ field: form.listenerType, message: `panel.listener.${form.listenerType}Required` });
    else if (!known(value)) problems.push({ field: form.listenerType, message: 'panel.listener.unknownHandler' });
  }
  if (form.listenerType === 'expression' && blank(form.expression)) {
    problems.push({ field: 'expression', message: 'panel.listener.expressionRequired' });
  }
  if (form.listenerType === 'script') {
    if (blank(form.scriptFormat))
      problems.push({ field: 'scriptFormat', message: 'panel.listener.scriptFormatRequired' });
    if (!form.scriptType) problems.push({ field: 'scriptType', message: 'panel.listener.scriptTypeRequired' });
    if (form.scriptType === 'inline') {
      if (blank(form.value)) problems.push({ field: 'value', message: 'panel.listener.scriptRequired' });
      else if (!known(form.value)) problems.push({ field: 'value', message: 'panel.listener.unknownHandler' });
    }
    if (form.scriptType === 'external' && blank(form.resource)) {
      problems.push({ field: 'resource', message: 'panel.listener.resourceRequired' });
    }
  }
  if (kind === 'TaskListener' && form.event === 'timeout' && form.timerType !== 'none' && blank(form.timerDefinition)) {
    problems.push({ field: 'timerDefinition', message: 'panel.listener.timerRequired' });
  }
  return problems;
}

/** The injected-field dialog's rules (spec 02 §5): name, field type, and the value of that type. */
export function validateField(field: FieldForm): Problem[] {
  const problems: Problem[] = [];
  if (!field.name.trim()) problems.push({ field: 'name', message: 'panel.field.nameRequired' });
  if (field.fieldType !== 'string' && field.fieldType !== 'expression') {
    problems.push({ field: 'fieldType', message: 'panel.field.typeRequired' });
  } else if (field.fieldType === 'string' && !field.string.trim()) {
    problems.push({ field: 'string', message: 'panel.field.stringRequired' });
  } else if (field.fieldType === 'expression' && !field.expression.trim()) {
    problems.push({ field: 'expression', message: 'panel.field.expressionRequired' });
  }
  return problems;
}
