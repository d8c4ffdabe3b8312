import { type FormFieldForm, fieldFormsOf } from './form.ts';
import type { DiagramElement, ModdleElement } from './types.ts';

/**
 * The condition builder for people new to expressions: a field of the form filled in just before
 * the flow, a comparison and a value make `${approve == 1}`. The raw expression stays editable.
 */
export const OPERATORS = ['==', '!=', '>', '>=', '<', '<='] as const;
export type Operator = (typeof OPERATORS)[number];

export interface BuiltCondition {
  field: string;
  operator: Operator;
  value: string;
}

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The value as the expression writes it: numbers and true/false bare, text quoted. */
function literal(value: string, type: string): string {
  const trimmed = value.trim();
  if (type === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return trimmed;
  if (type !== 'string' && NUMBER.test(trimmed)) return trimmed;
  return `'${trimmed.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `${field op value}`, or null when the field is no variable name or the value is empty. */
export function buildCondition({ field, operator, value }: BuiltCondition, type = 'enum'): string | null {
  if (!VARIABLE.test(field) || !OPERATORS.includes(operator) || value.trim() === '') return null;
  return `\${${field} ${operator} ${literal(value, type)}}`;
}

/** The builder's parts of an expression it could have built, else null (a raw expression). */
export function parseCondition(body: string): BuiltCondition | null {
  const match = /^\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(==|!=|>=|<=|>|<)\s*(.+?)\s*\}$/.exec(body.trim());
  if (!match) return null;
  const [, field = '', operator = '==', raw = ''] = match;
  const quoted = /^'((?:[^'\\]|\\.)*)'$/.exec(raw);
  if (quoted) return { field, operator: operator as Operator, value: (quoted[1] ?? '').replace(/\\(.)/g, '$1') };
  if (!NUMBER.test(raw) && raw !== 'true' && raw !== 'false') return null;
  return { field, operator: operator as Operator, value: raw };
}

const isUserTask = (bo: ModdleElement | undefined) => bo?.$type === 'bpmn:UserTask';
const isGateway = (bo: ModdleElement | undefined) => Boolean(bo?.$type.endsWith('Gateway'));

/**
 * The form fields a condition on this flow can test: those of the user task it leaves, or of the
 * user tasks leading into the gateway it leaves (the usual 审批 → 网关 → 通过/驳回).
 */
export function conditionFieldsOf(element: DiagramElement): FormFieldForm[] {
  const source = (element.source?.businessObject ?? element.businessObject.get('sourceRef')) as
    | ModdleElement
    | undefined;
  const tasks: ModdleElement[] = [];
  if (isUserTask(source)) tasks.push(source as ModdleElement);
  else if (isGateway(source)) {
    // the flows into the gateway, from its container (a file need not list `incoming`)
    const container = (source as ModdleElement & { $parent?: ModdleElement }).$parent;
    for (const flow of (container?.get('flowElements') as ModdleElement[] | undefined) ?? []) {
      if (flow.$type !== 'bpmn:SequenceFlow' || flow.get('targetRef') !== source) continue;
      const before = flow.get('sourceRef') as ModdleElement | undefined;
      if (isUserTask(before)) tasks.push(before as ModdleElement);
    }
  }
  const seen = new Set<string>();
  return tasks
    .flatMap((task) => fieldFormsOf(task))
    .filter((field) => field.id !== '' && !seen.has(field.id) && seen.add(field.id) !== undefined);
}
