import { describe, expect, it } from 'vitest';
import {
  addDays,
  colourGroups,
  componentsOf,
  daysBetween,
  openingDay,
  playStep,
  STATE_COLOURS,
  tasksOf,
} from '../four-d-states.ts';

const rows = [
  { globalId: 'A', taskId: 1, state: 'done' as const },
  { globalId: 'B', taskId: 1, state: 'done' as const },
  { globalId: 'B', taskId: 2, state: 'late' as const },
  { globalId: 'C', taskId: 3, state: 'inProgress' as const },
  { globalId: 'D', taskId: 4, state: 'notStarted' as const },
];

describe('4D states', () => {
  it('colours each component once, by its most pressing task (late over in progress over not started over done)', () => {
    expect(colourGroups(rows)).toEqual([
      { color: STATE_COLOURS.notStarted, globalIds: ['D'] },
      { color: STATE_COLOURS.inProgress, globalIds: ['C'] },
      { color: STATE_COLOURS.done, globalIds: ['A'] },
      { color: STATE_COLOURS.late, globalIds: ['B'] },
    ]);
    expect(colourGroups([])).toEqual([]);
  });

  it('finds a task’s components and the tasks of components', () => {
    expect(componentsOf(rows, 1)).toEqual(['A', 'B']);
    expect(componentsOf(rows, 9)).toEqual([]);
    expect(tasksOf(rows, ['B'])).toEqual([1, 2]);
    expect(tasksOf(rows, ['C', 'Z'])).toEqual([3]);
  });

  it('counts calendar days and opens on today inside the plan', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(openingDay('2026-03-02', '2026-03-12', '2026-03-05')).toBe('2026-03-05');
    expect(openingDay('2026-03-02', '2026-03-12', '2026-01-01')).toBe('2026-03-02');
    expect(openingDay('2026-03-02', '2026-03-12', '2026-11-29')).toBe('2026-03-12');
    expect(openingDay('2026-03-02', null, '2026-11-29')).toBe('2026-11-29');
  });

  it('plays about 60 steps over the plan, one day at least', () => {
    expect(playStep(10)).toBe(1);
    expect(playStep(365)).toBe(7);
  });
});
