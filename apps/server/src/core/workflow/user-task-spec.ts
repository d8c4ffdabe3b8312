import { behaviourExtensions, type ExtensionObject, type ListenerSpec, listenersOf } from './listeners.ts';

/**
 * A user task as the model wrote it, read once from its attributes and extension elements
 * (`flowable:`, `activiti:` or `camunda:` alike): what the workflow module needs to create, assign
 * and show its task, typed. Texts are the model's, not evaluated: an assignee may be `${initiator}`,
 * a due date `PT24H` or an expression; the module evaluates them over the variables of the task.
 */
export interface UserTaskSpec {
  id: string;
  name: string;
  /** `assignee`: a user id or an expression giving one. */
  assignee: string | null;
  /** `candidateUsers`: user ids, comma-separated (or an expression giving them). */
  candidateUsers: string | null;
  /** `candidateGroups`: `d<deptId>` and `r<roleId>`, comma-separated (or an expression). */
  candidateGroups: string | null;
  /** `formKey`, '' without one. */
  formKey: string;
  /** `priority`: 0–100 or an expression giving it. */
  priority: string | null;
  /** `dueDate`: an ISO date-time, an ISO duration from now, or an expression giving one. */
  dueDate: string | null;
  /** `skipExpression`: the task completes at once when it holds. */
  skipExpression: string | null;
  /** The rule-based `Assignee` extension elements, by `sort`. */
  assigneeRules: AssigneeRule[];
  /** The `Button` extension elements, by `sort`. */
  buttons: TaskButtonSpec[];
  /** The multi-instance loop (a countersign), or null. */
  multiInstance: MultiInstanceSpec | null;
  /** The task listeners (create, assignment, complete). */
  listeners: ListenerSpec[];
}

/** A rule of who may get the task: `type` initiator|creator|starter, role, dept, or user ids. */
export interface AssigneeRule {
  type: string;
  /** Ids, comma-separated, or an expression giving them. */
  value: string;
  /** The rule applies only when this expression holds ('' always). */
  condition: string;
  sort: number;
}

/** A button the task's form offers. */
export interface TaskButtonSpec {
  id: string;
  name: string;
  code: string;
  isHide: boolean;
  next: string;
  sort: number;
}

export interface MultiInstanceSpec {
  sequential: boolean;
  collection: string | null;
  /** The variable each iteration sees its element of the collection under. */
  elementVariable: string | null;
  loopCardinality: string | null;
  completionCondition: string | null;
}

/** An attribute as moddle typed it (String), or null when absent or blank. */
function text(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A formal expression as the engine keeps it: a string, or an element with its `body`. */
function expressionText(value: unknown): string | null {
  if (value && typeof value === 'object') return text((value as { body?: unknown }).body);
  return text(value);
}

const bySort = (a: { sort: number }, b: { sort: number }) => a.sort - b.sort;
const sortOf = (value: ExtensionObject) => Number(value.sort ?? 0) || 0;

function multiInstanceOf(loop: unknown): MultiInstanceSpec | null {
  const looped = loop as { type?: string; behaviour?: Record<string, unknown> } | undefined;
  if (looped?.type !== 'bpmn:MultiInstanceLoopCharacteristics') return null;
  const behaviour = looped.behaviour ?? {};
  return {
    sequential: behaviour.isSequential === true,
    collection: text(behaviour.collection),
    elementVariable: text(behaviour.elementVariable),
    loopCardinality: expressionText(behaviour.loopCardinality),
    completionCondition: expressionText(behaviour.completionCondition),
  };
}

/**
 * The user task's spec from its behaviour (the element as bpmn-engine carries it: attributes by
 * local name, `extensionElements`, `loopCharacteristics`).
 */
export function userTaskSpec(behaviour: Record<string, unknown>): UserTaskSpec {
  const id = String(behaviour.id ?? '');
  return {
    id,
    name: text(behaviour.name) ?? id,
    assignee: text(behaviour.assignee),
    candidateUsers: text(behaviour.candidateUsers),
    candidateGroups: text(behaviour.candidateGroups),
    formKey: text(behaviour.formKey) ?? '',
    priority: text(behaviour.priority),
    dueDate: text(behaviour.dueDate),
    skipExpression: text(behaviour.skipExpression),
    assigneeRules: behaviourExtensions(behaviour, 'Assignee')
      .map((rule) => ({
        type: String(rule.type ?? '').toLowerCase(),
        value: String(rule.value ?? ''),
        condition: typeof rule.condition === 'string' ? rule.condition.trim() : '',
        sort: sortOf(rule),
      }))
      .sort(bySort),
    buttons: behaviourExtensions(behaviour, 'Button')
      .map((button) => ({
        id: String(button.id ?? ''),
        name: String(button.name ?? ''),
        code: String(button.code ?? ''),
        isHide: button.isHide === true || button.isHide === 'true' || button.isHide === '1',
        next: String(button.next ?? ''),
        sort: sortOf(button),
      }))
      .sort(bySort),
    multiInstance: multiInstanceOf(behaviour.loopCharacteristics),
    listeners: listenersOf(behaviour, 'TaskListener'),
  };
}
