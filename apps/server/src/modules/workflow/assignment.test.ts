import { describe, expect, it } from 'vitest';
import { type UserTaskSpec, userTaskSpec } from '../../core/workflow/process-runner.ts';
import {
  among,
  buttonsOf,
  dueDateOf,
  named,
  priorityOf,
  returnTarget,
  skips,
  usersOf,
  withNames,
} from './assignment.ts';
import type { Task } from './runtime.repository.ts';

// The pure rules of a user task, without a database: who the model names, who among them may get
// it, its buttons, priority, due date, skipping, and where a rejection returns.

/** A user task's spec as core/workflow reads it from the model's attributes and extension elements. */
const wait = (behaviour: Record<string, unknown>): UserTaskSpec =>
  userTaskSpec({ id: 'review', name: '审核', ...behaviour });
const ext = (localType: string, values: Record<string, unknown>) => ({ $type: `flowable:${localType}`, ...values });
const withExtensions = (behaviour: Record<string, unknown>, values: Record<string, unknown>[]) => ({
  ...behaviour,
  extensionElements: { values },
});

describe('who a task goes to', () => {
  it('gives a task the model names one user for to that user alone (the insert checks they are enabled)', () => {
    expect(named(wait({ assignee: '${initiator}' }), { initiator: 7 }, null)).toEqual({ sole: 7 });
    expect(named(wait({ candidateUsers: '12' }), {}, null)).toEqual({ sole: 12 });
  });

  it('sends a returned task back to whoever handled it', () => {
    expect(named(wait({ candidateGroups: 'r3' }), {}, 9)).toEqual({
      assignee: 9,
      users: [],
      candidates: [{ kind: 'r', refId: 3 }],
    });
  });

  it('reads candidate users and groups (d<dept>, r<role>), keeping other names to resolve', () => {
    const who = named(wait({ candidateUsers: '4, 5,x', candidateGroups: 'd103,r2,z9' }), {}, null);
    expect(who).toEqual({
      assignee: null,
      users: [4, 5],
      candidates: [
        { kind: 'd', refId: 103 },
        { kind: 'r', refId: 2 },
      ],
      assigneeName: null,
      userNames: ['x'],
      groupNames: ['z9'],
    });
    // Resolved names join the ids; names that resolved to nothing are dropped.
    if ('sole' in who) throw new Error('not sole');
    expect(withNames(who, new Map([['x', 7]]), new Map())).toEqual({
      assignee: null,
      users: [4, 5, 7],
      candidates: [
        { kind: 'd', refId: 103 },
        { kind: 'r', refId: 2 },
      ],
    });
    if ('sole' in who) throw new Error('not sole');
    expect(usersOf(who)).toEqual([4, 5]);
  });

  it('applies the Assignee rules in their order, each when its condition holds', () => {
    const behaviour = withExtensions({}, [
      ext('Assignee', { type: 'role', value: '3', sort: 2 }),
      ext('Assignee', { type: 'initiator', sort: 1 }),
      ext('Assignee', { type: 'dept', value: '${dept}', condition: '${amount > 100}', sort: 3 }),
    ]);
    expect(named(wait(behaviour), { initiator: 8, amount: 50, dept: 101 }, null)).toEqual({
      assignee: null,
      users: [8],
      candidates: [{ kind: 'r', refId: 3 }],
    });
    expect(named(wait(behaviour), { initiator: 8, amount: 500, dept: 101 }, null)).toMatchObject({
      candidates: [
        { kind: 'r', refId: 3 },
        { kind: 'd', refId: 101 },
      ],
    });
  });

  it('leaves disabled users out, and makes the one enabled candidate user the assignee', () => {
    const who = { assignee: 4, users: [5, 6], candidates: [] };
    expect(among(who, new Set([5]))).toEqual({ assigneeId: 5, candidates: [] });
    expect(among(who, new Set([4, 5, 6]))).toEqual({
      assigneeId: 4,
      candidates: [
        { kind: 'u', refId: 5 },
        { kind: 'u', refId: 6 },
      ],
    });
    expect(among({ assignee: null, users: [5], candidates: [{ kind: 'r', refId: 2 }] }, new Set([5]))).toEqual({
      assigneeId: null,
      candidates: [
        { kind: 'u', refId: 5 },
        { kind: 'r', refId: 2 },
      ],
    });
  });
});

describe('what a task shows', () => {
  it('lists its buttons in their order, hidden ones marked', () => {
    const behaviour = withExtensions({}, [
      ext('Button', { id: 'b2', name: '驳回', code: 'reject', sort: 2, isHide: 'false' }),
      ext('Button', { id: 'b1', name: '同意', code: 'approve', sort: 1, isHide: '1', next: '' }),
    ]);
    expect(buttonsOf(wait(behaviour)).map((b) => [b.code, b.isHide])).toEqual([
      ['approve', true],
      ['reject', false],
    ]);
  });

  it('takes a priority of 0–100 (else 50) and a due date as a date, a duration from now or an expression', () => {
    expect(priorityOf(wait({ priority: '80' }), {})).toBe(80);
    expect(priorityOf(wait({ priority: '${p}' }), { p: 500 })).toBe(50);
    const now = Date.UTC(2026, 0, 1);
    expect(dueDateOf(wait({ dueDate: 'P1DT2H' }), {}, now)?.getTime()).toBe(now + 26 * 3600 * 1000);
    expect(dueDateOf(wait({ dueDate: '2026-03-01T08:00:00Z' }), {}, now)?.toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(dueDateOf(wait({ dueDate: 'soon' }), {}, now)).toBeNull();
    expect(dueDateOf(wait({}), {}, now)).toBeNull();
  });

  it('skips a task whose skipExpression holds', () => {
    expect(skips(wait({ skipExpression: '${amount < 10}' }), { amount: 5 })).toBe(true);
    expect(skips(wait({ skipExpression: '${amount < 10}' }), { amount: 50 })).toBe(false);
    expect(skips(wait({}), {})).toBe(false);
  });
});

describe('where a rejection returns', () => {
  const task = (taskId: number, elementId: string, status = 'done', outcome = 'approve') =>
    ({ taskId, elementId, status, outcome }) as Task;
  const history = [task(1, 'submit', 'done', 'submit'), task(2, 'check'), task(3, 'review', 'open', '')];
  const current = history[2] as Task;

  it('goes to the starter, the previous task, or an earlier element', () => {
    expect(returnTarget(history, current, 'starter')).toEqual({ to: history[0], toStarter: true });
    expect(returnTarget(history, current, 'previous')).toEqual({ to: history[1], toStarter: false });
    expect(returnTarget(history, current, 'submit')).toEqual({ to: history[0], toStarter: true });
  });

  it('refuses an element the process never passed, and a rejected task as a place to return to', () => {
    expect(() => returnTarget(history, current, 'nowhere')).toThrow();
    const rejected = [task(1, 'submit', 'done', 'submit'), task(2, 'check', 'done', 'reject'), current];
    expect(returnTarget(rejected, current, 'previous').to).toBe(rejected[0]);
  });
});
