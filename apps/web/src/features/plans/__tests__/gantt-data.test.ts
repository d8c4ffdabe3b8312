import { planCalculateBody } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { addTask, removeTask, shiftTask } from '../model/draft-ops.ts';
import {
  apiLinkType,
  bodyOf,
  draftFromGantt,
  draftOf,
  GANTT_LINK_TYPE,
  ganttLinksOf,
  ganttTasksOf,
  parentsOf,
  withCalculated,
  withLink,
} from '../model/gantt-data.ts';
import { dateOf, workdaysBetween } from '../model/work-days.ts';
import { planDetail } from './plan-fakes.ts';

const CALENDAR = planDetail().calendar;
const levels = (draft: { tasks: { taskName: string; outlineLevel: number }[] }) =>
  draft.tasks.map((task) => `${task.taskName}:${task.outlineLevel}`);

describe('outline levels and parents', () => {
  it('takes a task’s parent as the nearest earlier task one level up (MS Project’s outline)', () => {
    const parents = parentsOf([
      { id: 'a', outlineLevel: 1 },
      { id: 'b', outlineLevel: 2 },
      { id: 'c', outlineLevel: 3 },
      { id: 'd', outlineLevel: 2 },
      { id: 'e', outlineLevel: 1 },
      { id: 'f', outlineLevel: 2 },
    ]);
    expect(Object.fromEntries(parents)).toEqual({ a: null, b: 'a', c: 'b', d: 'a', e: null, f: 'e' });
  });

  it('gives the gantt summaries over their children, milestones as points and the baseline under a bar', () => {
    const tasks = ganttTasksOf(draftOf(planDetail()));
    expect(tasks.map((task) => [task.id, task.parent, task.type])).toEqual([
      ['10', 0, 'summary'],
      ['11', '10', 'task'],
      ['12', '10', 'task'],
      ['13', 0, 'milestone'],
    ]);
    // The API's finish is the last working day; the gantt's end is the day after it.
    expect(tasks[2]?.start).toEqual(dateOf('2026-03-04'));
    expect(tasks[2]?.end).toEqual(dateOf('2026-03-11'));
    expect(tasks[3]?.end).toEqual(dateOf('2026-03-12'));
    expect(tasks[1]).toMatchObject({
      base_start: dateOf('2026-03-02'),
      base_end: dateOf('2026-03-04'),
      critical: true,
    });
    expect(tasks[2]?.base_start).toBeUndefined();
  });

  it('reads the outline back from the gantt’s tree, depth first, whatever order it lists the tasks in', () => {
    const before = draftOf(planDetail());
    const gantt = ganttTasksOf(before);
    // 封顶 dragged under 主体结构, listed before its new siblings.
    const moved = [gantt[3], gantt[0], gantt[1], gantt[2]].map((task) => ({
      ...task,
      parent: task?.id === '13' ? '10' : task?.parent,
    }));
    const after = draftFromGantt(moved, ganttLinksOf(before), before, CALENDAR, '新任务');
    expect(levels(after)).toEqual(['主体结构:1', '封顶:2', '基础:2', '主体:2']);
  });
});

describe('links', () => {
  it('maps the four types both ways and keeps the lag', () => {
    expect(GANTT_LINK_TYPE).toEqual({ FS: 'e2s', SS: 's2s', FF: 'e2e', SF: 's2e' });
    for (const type of ['FS', 'SS', 'FF', 'SF'] as const) expect(apiLinkType(GANTT_LINK_TYPE[type])).toBe(type);
    const draft = draftOf(planDetail());
    expect(ganttLinksOf(draft)).toEqual([
      { id: '11>12', source: '11', target: '12', type: 'e2s', lag: 0 },
      { id: '12>13', source: '12', target: '13', type: 'e2s', lag: 1 },
    ]);
  });

  it('takes a link drawn in the gantt, drops one to itself, a duplicate or one to a task that is gone', () => {
    const before = draftOf(planDetail());
    const links = [
      ...ganttLinksOf(before),
      { id: 'x1', source: '11', target: '13', type: 's2s' as const, lag: -2 },
      { id: 'x2', source: '11', target: '11', type: 'e2s' as const },
      { id: 'x3', source: '11', target: '12', type: 'e2e' as const },
      { id: 'x4', source: '11', target: '99', type: 'e2s' as const },
    ];
    const after = draftFromGantt(ganttTasksOf(before), links, before, CALENDAR, '新任务');
    expect(after.links).toEqual([
      { from: '11', to: '12', type: 'FS', lag: 0 },
      { from: '12', to: '13', type: 'FS', lag: 1 },
      { from: '11', to: '13', type: 'SS', lag: -2 },
    ]);
  });

  it('replaces a pair’s link from the link dialog, or deletes it', () => {
    const draft = draftOf(planDetail());
    const changed = withLink(draft, '11>12', { from: '11', to: '12', type: 'SS', lag: 2 });
    expect(changed.links).toContainEqual({ from: '11', to: '12', type: 'SS', lag: 2 });
    expect(changed.links).toHaveLength(2);
    expect(withLink(draft, '12>13', null).links).toEqual([{ from: '11', to: '12', type: 'FS', lag: 0 }]);
  });
});

describe('drags in the gantt', () => {
  it('keeps a moved bar’s start as 不早于 and counts a resized bar’s working days on the plan’s calendar', () => {
    const before = draftOf(planDetail());
    const gantt = ganttTasksOf(before).map((task) => {
      // 基础 moved to Thursday 5 March (same length), 主体 stretched over a weekend to Friday 13 March.
      if (task.id === '11') return { ...task, start: dateOf('2026-03-05'), end: dateOf('2026-03-07') };
      if (task.id === '12') return { ...task, end: dateOf('2026-03-14') };
      return task;
    });
    const after = draftFromGantt(gantt, ganttLinksOf(before), before, CALENDAR, '新任务');
    const byId = Object.fromEntries(after.tasks.map((task) => [task.id, task]));
    expect(byId['11']).toMatchObject({ startNoEarlierThan: '2026-03-05', duration: 2 });
    expect(byId['12']).toMatchObject({ startNoEarlierThan: null, duration: 8 });
    expect(byId['13']).toMatchObject({ milestone: true, duration: 0 });
  });

  it('keeps the working days of a bar moved over a weekend', () => {
    const before = draftOf(planDetail());
    // 基础 (Monday 2 and Tuesday 3 March) moved to Friday 6 and Saturday 7: still 2 working days.
    const gantt = ganttTasksOf(before).map((task) =>
      task.id === '11' ? { ...task, start: dateOf('2026-03-06'), end: dateOf('2026-03-08') } : task,
    );
    const after = draftFromGantt(gantt, ganttLinksOf(before), before, CALENDAR, '新任务');
    expect(after.tasks[1]).toMatchObject({ startNoEarlierThan: '2026-03-06', duration: 2 });
  });

  it('counts working days without weekends and holidays, with 调休 days', () => {
    const calendar = { weekendDays: [0, 6], holidays: ['2026-04-06'], workdays: ['2026-04-11'] };
    // Thursday 2 April to Monday 13 April (not included): 2, 3, 7, 8, 9, 10, and Saturday 11 (调休).
    expect(workdaysBetween(calendar, dateOf('2026-04-02'), dateOf('2026-04-13'))).toBe(7);
  });
});

describe('the save body', () => {
  it('sends every task with its outline and fields, the links, and nothing the server computes', () => {
    const body = bodyOf(draftOf(planDetail()));
    expect(body.tasks[1]).toEqual({
      id: '11',
      taskName: '基础',
      outlineLevel: 2,
      duration: 2,
      milestone: false,
      startNoEarlierThan: null,
      percentComplete: 0,
      actualStart: null,
      actualFinish: null,
      remark: '',
    });
    expect(body.links).toEqual([
      { from: '11', to: '12', type: 'FS', lag: 0 },
      { from: '12', to: '13', type: 'FS', lag: 1 },
    ]);
    expect(planCalculateBody.safeParse({ planId: 1, ...body }).success).toBe(true);
  });

  it('puts a calculation’s dates, floats and critical flags into the draft', () => {
    const draft = draftOf(planDetail());
    const after = withCalculated(draft, {
      finishDate: '2026-03-20',
      duration: 15,
      tasks: [
        {
          id: '12',
          summary: false,
          start: '2026-03-09',
          finish: '2026-03-13',
          totalFloat: 3,
          freeFloat: 0,
          critical: false,
        },
      ],
    });
    expect(after.tasks[2]).toMatchObject({ start: '2026-03-09', finish: '2026-03-13', totalFloat: 3, critical: false });
    expect(after.tasks[1]).toBe(draft.tasks[1]);
  });
});

describe('editing the outline', () => {
  it('adds a task after the chosen one’s subtree, or as its subtask; indents, outdents and deletes with the subtree', () => {
    const draft = draftOf(planDetail());
    const after = addTask(draft, '10', '新任务', '2026-03-02');
    expect(levels(after.draft)).toEqual(['主体结构:1', '基础:2', '主体:2', '新任务:1', '封顶:1']);
    const child = addTask(draft, '10', '新任务', '2026-03-02', true);
    expect(levels(child.draft)).toEqual(['主体结构:1', '新任务:2', '基础:2', '主体:2', '封顶:1']);

    expect(shiftTask(draft, '10', 1)).toBeNull();
    const indented = shiftTask(draft, '13', 1);
    expect(indented && levels(indented)).toEqual(['主体结构:1', '基础:2', '主体:2', '封顶:2']);
    const outdented = shiftTask(draft, '11', -1);
    // As in MS Project, the sibling after it becomes its subtask.
    expect(outdented && levels(outdented)).toEqual(['主体结构:1', '基础:1', '主体:2', '封顶:1']);

    const removed = removeTask(draft, '10');
    expect(levels(removed)).toEqual(['封顶:1']);
    expect(removed.links).toEqual([]);
  });
});
