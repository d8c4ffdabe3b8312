import { readAttr, writeAttrs } from './attrs.ts';
import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

/** The creator of the process as assignee (spec 02 §3). */
export const CREATOR = '${creator}';

export type CandidateType = 'user' | 'dept' | 'role';

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The candidate groups split by kind: `d12` a department, `r3` a role. */
export function parseCandidateGroups(text: string): { depts: number[]; roles: number[] } {
  const depts: number[] = [];
  const roles: number[] = [];
  for (const part of splitList(text)) {
    const match = /^([dr])(\d+)$/.exec(part);
    if (match?.[1] === 'd') depts.push(Number(match[2]));
    if (match?.[1] === 'r') roles.push(Number(match[2]));
  }
  return { depts, roles };
}

export const parseCandidateUsers = (text: string) => splitList(text).map(Number).filter(Number.isSafeInteger);

/** The candidate type a task's XML implies (users when nothing is chosen yet). */
export function candidateTypeOf(bo: ModdleElement): CandidateType {
  if (readAttr(bo, 'candidateUsers')) return 'user';
  const groups = parseCandidateGroups(readAttr(bo, 'candidateGroups'));
  if (groups.depts.length) return 'dept';
  if (groups.roles.length) return 'role';
  return 'user';
}

/** Changing the candidate type clears the candidate users, departments and roles (spec 02 §4). */
export function changeCandidateType(ctx: RuleContext, element: DiagramElement) {
  writeAttrs(ctx, element, { candidateUsers: undefined, candidateGroups: undefined });
}

/** candidateUsers: comma-joined user ids. The candidate groups stay as they are (issue 25). */
export function setCandidateUsers(ctx: RuleContext, element: DiagramElement, userIds: readonly number[]) {
  writeAttrs(ctx, element, { candidateUsers: userIds.length > 0 ? userIds.join(',') : undefined });
}

/**
 * candidateGroups: `d` plus a department id, or `r` plus a role id (spec 02 §3). Only the groups
 * of that kind are replaced: the other kind, groups written as names or plain ids (`management`,
 * `1`) and the candidate users stay (issue 25).
 */
export function setCandidateGroups(
  ctx: RuleContext,
  element: DiagramElement,
  kind: 'dept' | 'role',
  ids: readonly number[],
) {
  const prefix = kind === 'dept' ? 'd' : 'r';
  const others = splitList(readAttr(element.businessObject, 'candidateGroups')).filter(
    (group) => !new RegExp(`^${prefix}\\d+$`).test(group),
  );
  const groups = [...others, ...ids.map((id) => `${prefix}${id}`)];
  writeAttrs(ctx, element, { candidateGroups: groups.length > 0 ? groups.join(',') : undefined });
}

/** The candidate groups that are no `d<id>`/`r<id>` (names, keys or plain ids the server resolves). */
export const otherCandidateGroups = (text: string) => splitList(text).filter((group) => !/^[dr]\d+$/.test(group));

/** The assignee: the creator (`${creator}`), a user id, or nobody. */
export function setAssignee(ctx: RuleContext, element: DiagramElement, assignee: string | number | undefined) {
  writeAttrs(ctx, element, { assignee: assignee === undefined ? undefined : String(assignee) });
}

export interface AsyncFlags {
  /** Flowable's and Activiti's `async` (the same as Camunda's asyncBefore). */
  async: boolean;
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
}

export function asyncFlagsOf(target: ModdleElement): AsyncFlags {
  const flag = (name: string) => readAttr(target, name) === 'true';
  const exclusive = readAttr(target, 'exclusive');
  return {
    async: flag('async'),
    asyncBefore: flag('asyncBefore'),
    asyncAfter: flag('asyncAfter'),
    exclusive: exclusive !== 'false',
  };
}

/**
 * Sets async / async before / after / exclusive on an element or its loop characteristics: turning
 * every async flag off also clears exclusive (spec 02 §4).
 */
export function setAsyncFlags(
  ctx: RuleContext,
  element: DiagramElement,
  change: Partial<AsyncFlags>,
  target: ModdleElement = element.businessObject,
) {
  const next = { ...asyncFlagsOf(target), ...change };
  const p = ctx.prefix;
  const off = !next.async && !next.asyncBefore && !next.asyncAfter;
  ctx.modeling.updateModdleProperties(element, target, {
    [`${p}:async`]: next.async || undefined,
    [`${p}:asyncBefore`]: next.asyncBefore || undefined,
    [`${p}:asyncAfter`]: next.asyncAfter || undefined,
    [`${p}:exclusive`]: off ? undefined : next.exclusive,
  });
}

export type ScriptType = 'inline' | 'external';

/** A script task's script type: external when it names a resource. */
export const scriptTypeOf = (bo: ModdleElement): ScriptType => (readAttr(bo, 'resource') ? 'external' : 'inline');

/** Switching inline/external keeps only what that type uses (the script body or the resource). */
export function setScriptType(ctx: RuleContext, element: DiagramElement, type: ScriptType) {
  if (type === 'inline') writeAttrs(ctx, element, { resource: undefined });
  else ctx.modeling.updateProperties(element, { script: undefined });
}

/** A receive task's message: a message of the definitions, or none. */
export function setMessageRef(ctx: RuleContext, element: DiagramElement, message: ModdleElement | undefined) {
  ctx.modeling.updateProperties(element, { messageRef: message });
}
