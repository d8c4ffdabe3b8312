import { badRequest } from '../../core/http/app-error.ts';
import { evaluateTemplate } from '../../core/workflow/expressions.ts';
import type { UserTaskSpec } from '../../core/workflow/process-runner.ts';
import type { Candidate, Task } from './runtime.repository.ts';
import type { ReturnTarget } from './runtime-types.ts';
import type { TaskButton } from './workflow.tables.ts';

/**
 * The pure rules of a user task (no database): who may get it, its buttons, priority, due date,
 * and whether it is skipped — from its typed spec (core/workflow's UserTaskSpec), evaluated over the
 * variables; and where a rejection returns.
 */

/** Who gets a new task: one user alone (`sole`), or an assignee and candidates. */
export type Assignment = { assigneeId: number | null; candidates: Candidate[] } | { sole: number };

/**
 * Who the model names for a task before disabled users are left out (see `among`). Names that are
 * no ids — user names (`kermit`), group names (`management`, a role key, a role or department
 * name, a plain role or department id) — are resolved against the directory (`withNames`).
 */
export type Named =
  | { sole: number }
  | {
      assignee: number | null;
      users: number[];
      candidates: Candidate[];
      assigneeName?: string | null;
      userNames?: string[];
      groupNames?: string[];
    };

/** The names of a `Named` to look up in the directory (none: nothing to resolve). */
export function namesOf(n: Named): { users: string[]; groups: string[] } {
  if ('sole' in n) return { users: [], groups: [] };
  return { users: [...(n.assigneeName ? [n.assigneeName] : []), ...(n.userNames ?? [])], groups: n.groupNames ?? [] };
}

/** The `Named` with its names replaced by what they resolved to (unresolved ones dropped). */
export function withNames(
  n: Exclude<Named, { sole: number }>,
  users: ReadonlyMap<string, number>,
  groups: ReadonlyMap<string, Candidate>,
): Exclude<Named, { sole: number }> {
  const assignee = n.assignee ?? (n.assigneeName ? (users.get(n.assigneeName) ?? null) : null);
  const named = (n.userNames ?? []).flatMap((name) => {
    const id = users.get(name);
    return id === undefined ? [] : [id];
  });
  const found = (n.groupNames ?? []).flatMap((name) => {
    const group = groups.get(name);
    return group ? [group] : [];
  });
  return { assignee, users: [...n.users, ...named], candidates: [...n.candidates, ...found] };
}

const USER_ID = /^\d{1,15}$/;

export function evaluate(value: unknown, variables: Record<string, unknown>): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value ?? null;
  return evaluateTemplate(value, variables);
}

export function splitList(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((v) => v.trim())
      .filter(Boolean);
  if (value === null || value === undefined) return [];
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function userIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && USER_ID.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Who the model names for a task: its assignee (a user id, `${initiator}`), else its candidate
 * users and groups (`d<deptId>`, `r<roleId>`) and the rule-based Assignee extension elements (in
 * their order). A returned task goes back to whoever handled it (`returnedTo`). When one user is
 * all the task may go to, `sole` (the insert checks they are enabled).
 */
export function named(spec: UserTaskSpec, variables: Record<string, unknown>, returnedTo: number | null): Named {
  const users: number[] = [];
  const candidates: Candidate[] = [];
  const userNames: string[] = [];
  const groupNames: string[] = [];
  let assignee: number | null = returnedTo;
  let assigneeName: string | null = null;
  if (assignee === null) {
    const value = evaluate(spec.assignee, variables);
    assignee = userIdOf(value);
    if (assignee === null && typeof value === 'string' && value.trim() !== '') assigneeName = value.trim();
  }
  for (const part of splitList(evaluate(spec.candidateUsers, variables))) {
    const id = userIdOf(part);
    if (id !== null) users.push(id);
    else userNames.push(part);
  }
  for (const part of splitList(evaluate(spec.candidateGroups, variables))) {
    const match = /^([dr])(\d{1,15})$/.exec(part);
    if (match) candidates.push({ kind: match[1] as 'd' | 'r', refId: Number(match[2]) });
    else groupNames.push(part);
  }
  for (const rule of spec.assigneeRules) {
    if (rule.condition && evaluate(rule.condition, variables) !== true) continue;
    const values = splitList(evaluate(rule.value, variables));
    const type = rule.type;
    if (type === 'initiator' || type === 'creator' || type === 'starter') users.push(Number(variables.initiator));
    else if (type === 'role') for (const v of values) candidates.push({ kind: 'r', refId: Number(v) });
    else if (type === 'dept') for (const v of values) candidates.push({ kind: 'd', refId: Number(v) });
    else for (const v of values) if (userIdOf(v) !== null) users.push(Number(v));
  }
  const ids = new Set([...(assignee === null ? [] : [assignee]), ...users]);
  const [sole] = ids;
  const names = assigneeName !== null || userNames.length > 0 || groupNames.length > 0;
  if (
    !names &&
    ids.size === 1 &&
    candidates.length === 0 &&
    sole !== undefined &&
    Number.isSafeInteger(sole) &&
    sole > 0
  ) {
    return { sole };
  }
  return names ? { assignee, users, candidates, assigneeName, userNames, groupNames } : { assignee, users, candidates };
}

/** The users `named` asks about (which of them are enabled). */
export const usersOf = (n: Exclude<Named, { sole: number }>): number[] => [
  ...new Set([...(n.assignee === null ? [] : [n.assignee]), ...n.users]),
];

/**
 * The assignment among the enabled users: a disabled assignee or candidate user is left out; a
 * single enabled candidate user (and no group) becomes the assignee.
 */
export function among(n: Named, enabled: ReadonlySet<number>): Assignment {
  if ('sole' in n) return n;
  const assignee = n.assignee !== null && enabled.has(n.assignee) ? n.assignee : null;
  const userCandidates = [...new Set(n.users)].filter((id) => enabled.has(id));
  if (assignee === null && userCandidates.length === 1 && n.candidates.length === 0) {
    return { assigneeId: userCandidates[0] ?? null, candidates: [] };
  }
  return {
    assigneeId: assignee,
    candidates: [
      ...userCandidates.map((refId) => ({ kind: 'u' as const, refId })),
      ...n.candidates.filter((c) => Number.isSafeInteger(c.refId)),
    ],
  };
}

/** Whether the task's skipExpression holds (it completes at once). */
export function skips(spec: UserTaskSpec, variables: Record<string, unknown>): boolean {
  return spec.skipExpression !== null && evaluateTemplate(spec.skipExpression, variables) === true;
}

/** The task's buttons, in their order. */
export function buttonsOf(spec: UserTaskSpec): TaskButton[] {
  return spec.buttons.map((b) => ({
    id: b.id,
    name: b.name,
    code: b.code,
    isHide: b.isHide,
    next: b.next,
    sort: b.sort,
  }));
}

export function priorityOf(spec: UserTaskSpec, variables: Record<string, unknown>): number {
  const value = Number(evaluate(spec.priority, variables));
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : 50;
}

/** `dueDate`: an ISO date-time, an ISO duration from now (`PT24H`, `P2D`), or an expression giving one. */
export function dueDateOf(spec: UserTaskSpec, variables: Record<string, unknown>, now = Date.now()): Date | null {
  const value = evaluate(spec.dueDate, variables);
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const duration = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (duration) {
    const [, d, h, m, s] = duration.map((part) => Number(part ?? 0));
    return new Date(now + (((d ?? 0) * 24 + (h ?? 0)) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Where a rejection returns: the first task (the starter's), the previous task that moved the
 * process forward, or the latest done task of an element; a rejected task is no place to return to.
 */
export function returnTarget(history: Task[], task: Task, target: ReturnTarget): { to: Task; toStarter: boolean } {
  const done = history.filter((t) => t.status === 'done' && t.outcome !== 'reject' && t.elementId !== task.elementId);
  const first = history[0];
  let to: Task | undefined;
  if (target === 'starter') to = first?.elementId === task.elementId ? undefined : first;
  else if (target === 'previous') to = done.filter((t) => t.taskId < task.taskId).at(-1);
  else to = done.filter((t) => t.elementId === target).at(-1);
  if (!to) {
    if (target === 'previous' || target === 'starter') throw badRequest('workflow.task.noTarget');
    throw badRequest('workflow.task.badTarget', { target });
  }
  return { to, toStarter: first !== undefined && to.elementId === first.elementId };
}
