import { describe, expect, it } from 'vitest';
import { chinaCalendar, standardCalendar } from './china-holidays.ts';
import { criticalPath } from './critical-path.ts';
import { type LinkType, ScheduleError, type ScheduleLink, type ScheduleTask } from './types.ts';

const task = (id: string, duration: number, extra: Partial<ScheduleTask> = {}): ScheduleTask => ({
  id,
  name: `任务${id}`,
  outlineLevel: 1,
  duration,
  milestone: duration === 0,
  percentComplete: 0,
  ...extra,
});
const link = (from: string, to: string, type: LinkType, lag = 0): ScheduleLink => ({ from, to, type, lag });

// The 12-task network: durations in working days, H and L milestones.
const NETWORK_TASKS = [
  task('A', 3),
  task('B', 5),
  task('C', 2),
  task('D', 4),
  task('E', 6),
  task('F', 3),
  task('G', 1),
  task('H', 0),
  task('I', 4),
  task('J', 2),
  task('K', 3),
  task('L', 0),
];
const NETWORK_LINKS = [
  link('A', 'B', 'FS'),
  link('A', 'C', 'SS', 1),
  link('B', 'D', 'FS', -1),
  link('C', 'D', 'FF', 2),
  link('C', 'E', 'FS', 2),
  link('D', 'F', 'SS', 2),
  link('E', 'F', 'FF'),
  link('E', 'G', 'SF', 1),
  link('F', 'H', 'FS'),
  link('G', 'I', 'FS'),
  link('D', 'I', 'FS', 1),
  link('I', 'J', 'SS', -1),
  link('H', 'K', 'FS'),
  link('J', 'K', 'FF', 1),
  link('K', 'L', 'FS'),
  link('I', 'L', 'FF'),
];

/*
 * Worked by hand, in working-day points from the start (point 0 = start of the first day; a task at
 * ES lasting d ends at EF = ES + d).
 * Forward pass (ES = max over its links):
 *   A 0–3.  B: FS A → 3–8.  C: SS A+1 → 1–3.
 *   D: FS B−1 → 7; FF C+2 → EF ≥ 5, ES ≥ 1; → 7–11.
 *   E: FS C+2 → 5–11.
 *   F: SS D+2 → 9; FF E → EF ≥ 11, ES ≥ 8; → 9–12.
 *   G: SF E+1 → EF ≥ 6, ES ≥ 5; → 5–6.
 *   H: FS F → 12 (milestone).
 *   I: FS G → 6; FS D+1 → 12; → 12–16.
 *   J: SS I−1 → 11–13.
 *   K: FS H → 12; FF J+1 → EF ≥ 14, ES ≥ 11; → 12–15.
 *   L: FS K → 15; FF I → 16; → 16 (milestone). Project finish = 16.
 * Backward pass (LF = min over its successors, at most 16):
 *   L 16–16.  K: FS L → LF 16, LS 13.  J: FF K+1 → LF 15, LS 13.
 *   I: SS J−1 → LS ≤ 14; FF L → LF ≤ 16, LS ≤ 12; → 12–16.
 *   H: FS K → 13–13.  G: FS I → LF 12, LS 11.  F: FS H → LF 13, LS 10.
 *   E: FF F → LF ≤ 13; SF G+1 → LS ≤ 12 − 1 = 11, LF ≤ 17; → LS 7, LF 13.
 *   D: SS F+2 → LS ≤ 8; FS I+1 → LF ≤ 11, LS ≤ 7; → 7–11.
 *   C: FF D+2 → LF ≤ 9; FS E+2 → LF ≤ 5; → 3–5.
 *   B: FS D−1 → LF 8, LS 3.  A: FS B → LF 3; SS C+1 → LS ≤ 2, LF ≤ 5; → 0–3.
 * Total float = LS − ES: A 0, B 0, C 2, D 0, E 2, F 1, G 6, H 1, I 0, J 2, K 1, L 0.
 * Free float = least room before a successor's early date moves:
 *   A: B 3−3 = 0, C 1−1 = 0 → 0.  B: D 7−7 = 0.  C: D EF 11−5 = 6, E 5−5 = 0 → 0.
 *   D: F 9−9 = 0, I 12−12 = 0 → 0.  E: F EF 12−11 = 1, G EF 6−6 = 0 → 0.  F: H 0.
 *   G: I 12−6 = 6.  H: K 0.  I: J 11−11 = 0, L 16−16 = 0 → 0.  J: K EF 15−14 = 1.  K: L 16−15 = 1.
 *   L: project finish − EF = 0.
 * Critical (total float ≤ 0): A, B, D, I, L.
 */
const EXPECTED: Record<string, [es: number, ef: number, ls: number, lf: number, tf: number, ff: number]> = {
  A: [0, 3, 0, 3, 0, 0],
  B: [3, 8, 3, 8, 0, 0],
  C: [1, 3, 3, 5, 2, 0],
  D: [7, 11, 7, 11, 0, 0],
  E: [5, 11, 7, 13, 2, 0],
  F: [9, 12, 10, 13, 1, 0],
  G: [5, 6, 11, 12, 6, 6],
  H: [12, 12, 13, 13, 1, 0],
  I: [12, 16, 12, 16, 0, 0],
  J: [11, 13, 13, 15, 2, 1],
  K: [12, 15, 13, 16, 1, 1],
  L: [16, 16, 16, 16, 0, 0],
};

describe('critical path', () => {
  it('computes early/late dates, total and free float of the hand-worked 12-task network', () => {
    const result = criticalPath({
      start: '2026-03-02',
      calendar: standardCalendar(),
      tasks: NETWORK_TASKS,
      links: NETWORK_LINKS,
    });
    const got = Object.fromEntries(
      result.tasks.map((t) => [t.id, [t.es, t.ef, t.ls, t.lf, t.totalFloat, t.freeFloat]]),
    );
    expect(got).toEqual(EXPECTED);
    expect(result.tasks.filter((t) => t.critical).map((t) => t.id)).toEqual(['A', 'B', 'D', 'I', 'L']);
    expect(result.duration).toBe(16);
    // Mon 2 March 2026 is point 0; 16 working days end on Mon 23 March.
    expect(result.finish).toBe('2026-03-23');
    const byId = new Map(result.tasks.map((t) => [t.id, t]));
    expect(byId.get('A')).toMatchObject({ earlyStart: '2026-03-02', earlyFinish: '2026-03-04' });
    expect(byId.get('B')).toMatchObject({ earlyStart: '2026-03-05', earlyFinish: '2026-03-11' });
    // G: early Mon 9 March, late Tue 17 March.
    expect(byId.get('G')).toMatchObject({
      earlyStart: '2026-03-09',
      earlyFinish: '2026-03-09',
      lateStart: '2026-03-17',
    });
    // Milestones sit at the end of the day before their point: H after F's last day (Tue 17 March).
    expect(byId.get('H')).toMatchObject({
      earlyStart: '2026-03-17',
      earlyFinish: '2026-03-17',
      lateFinish: '2026-03-18',
    });
    expect(byId.get('L')).toMatchObject({ earlyStart: '2026-03-23', earlyFinish: '2026-03-23' });
  });

  it('moves the dates, not the floats, across 国庆 with its 调休 workdays', () => {
    // Start Mon 28 Sep 2026: working days 28, 29, 30 Sep, then 1–7 Oct off, Sat 10 Oct worked (调休).
    const result = criticalPath({
      start: '2026-09-28',
      calendar: chinaCalendar(),
      tasks: NETWORK_TASKS,
      links: NETWORK_LINKS,
    });
    const byId = new Map(result.tasks.map((t) => [t.id, t]));
    expect(byId.get('A')).toMatchObject({ es: 0, ef: 3, earlyStart: '2026-09-28', earlyFinish: '2026-09-30' });
    // B: points 3–8 = Thu 8, Fri 9, Sat 10 (调休), Mon 12, Tue 13 Oct.
    expect(byId.get('B')).toMatchObject({ earlyStart: '2026-10-08', earlyFinish: '2026-10-13', totalFloat: 0 });
    expect(result.tasks.map((t) => t.totalFloat)).toEqual(Object.values(EXPECTED).map((v) => v[4]));
    // 16 working days: 28–30 Sep (3), 8–10 Oct (3), 12–16 (5), 19–23 (5) → Fri 23 Oct.
    expect(result.finish).toBe('2026-10-23');
  });

  it('rolls summary tasks up from their children and links into and out of summaries', () => {
    // 1 基础 (summary: 1.1 开挖 3 d, 1.2 垫层 2 d FS after 开挖), 2 主体 (summary: 2.1 钢筋 4 d, 2.2 模板 2 d),
    // 3 验收 1 d. Links: 基础 FS → 主体 (the summary's finish holds back every child of 主体),
    // 主体 SS+1 → 验收 (from 主体's start).
    const tasks = [
      task('1', 0, { name: '基础', milestone: false }),
      task('11', 3, { name: '开挖', outlineLevel: 2 }),
      task('12', 2, { name: '垫层', outlineLevel: 2 }),
      task('2', 0, { name: '主体', milestone: false }),
      task('21', 4, { name: '钢筋', outlineLevel: 2 }),
      task('22', 2, { name: '模板', outlineLevel: 2 }),
      task('3', 1, { name: '验收' }),
    ];
    const links = [link('11', '12', 'FS'), link('1', '2', 'FS'), link('2', '3', 'SS', 1)];
    const result = criticalPath({ start: '2026-03-02', calendar: standardCalendar(), tasks, links });
    const rows = Object.fromEntries(result.tasks.map((t) => [t.id, [t.summary, t.es, t.ef, t.ls, t.lf, t.totalFloat]]));
    // 基础 0–5; 主体's children start at 5: 钢筋 5–9, 模板 5–7 (float 2); 验收 SS 主体+1 → 6–7, LF 9 → float 2.
    expect(rows).toEqual({
      1: [true, 0, 5, 0, 5, 0],
      11: [false, 0, 3, 0, 3, 0],
      12: [false, 3, 5, 3, 5, 0],
      2: [true, 5, 9, 5, 9, 0],
      21: [false, 5, 9, 5, 9, 0],
      22: [false, 5, 7, 7, 9, 2],
      3: [false, 6, 7, 8, 9, 2],
    });
    expect(result.tasks[0]).toMatchObject({ earlyStart: '2026-03-02', earlyFinish: '2026-03-06' });
    // Free float passes through the summaries' gates to the real tasks behind them: 垫层 feeds 主体's
    // children through 基础's finish (0); 模板 ends at 7, 主体's finish at 9 with nothing after it (2).
    expect(Object.fromEntries(result.tasks.map((t) => [t.id, t.freeFloat]))).toEqual({
      1: 0,
      11: 0,
      12: 0,
      2: 0,
      21: 0,
      22: 2,
      3: 2,
    });
  });

  it('lets a link into a summary of any type hold back its children, and FF out of a summary leave from its finish', () => {
    // 准备 2 d; 主体 (钢筋 3 d, 模板 1 d) FF+1 after 准备 → its start gate ≥ 2 + 1 (a zero-length gate's
    // finish is its start), so both children start at 3; 收尾 1 d FF+0 after 主体 → EF ≥ 6, 5–6.
    const tasks = [
      task('P', 2, { name: '准备' }),
      task('S', 0, { name: '主体', milestone: false }),
      task('S1', 3, { name: '钢筋', outlineLevel: 2 }),
      task('S2', 1, { name: '模板', outlineLevel: 2 }),
      task('E', 1, { name: '收尾' }),
    ];
    const links = [link('P', 'S', 'FF', 1), link('S', 'E', 'FF')];
    const result = criticalPath({ start: '2026-03-02', calendar: standardCalendar(), tasks, links });
    expect(result.tasks.map((t) => [t.id, t.es, t.ef, t.totalFloat])).toEqual([
      ['P', 0, 2, 0],
      ['S', 3, 6, 0],
      ['S1', 3, 6, 0],
      ['S2', 3, 4, 2],
      ['E', 5, 6, 0],
    ]);
  });

  it('starts a task no earlier than its constraint and shows the negative float it costs', () => {
    const tasks = [task('A', 2), task('B', 3, { startNoEarlierThan: '2026-03-07' }), task('C', 1)];
    // Sat 7 March → the constraint holds from Mon 9 March (point 5).
    const links = [link('A', 'B', 'FS'), link('A', 'C', 'FS')];
    const result = criticalPath({ start: '2026-03-02', calendar: standardCalendar(), tasks, links });
    expect(result.tasks.map((t) => [t.id, t.es, t.ef, t.totalFloat])).toEqual([
      ['A', 0, 2, 3],
      ['B', 5, 8, 0],
      ['C', 2, 3, 5],
    ]);
  });

  it('refuses a dependency cycle, naming the tasks on it in link order', () => {
    const links = [...NETWORK_LINKS, link('K', 'E', 'SS', 0)];
    const error = (() => {
      try {
        criticalPath({ start: '2026-03-02', calendar: standardCalendar(), tasks: NETWORK_TASKS, links });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ScheduleError);
    // E → F (FF) → H (FS) → K (FS) → E (SS): the one cycle; A–D lead into it and are not on it.
    expect(error).toMatchObject({ key: 'plan.cycle', tasks: ['任务E', '任务F', '任务H', '任务K'] });
  });

  it('refuses a link from a task to its own summary, a self link and bad input', () => {
    const tasks = [task('1', 0, { name: '基础', milestone: false }), task('11', 3, { name: '开挖', outlineLevel: 2 })];
    const run = (t: ScheduleTask[], l: ScheduleLink[]) => () =>
      criticalPath({ start: '2026-03-02', calendar: standardCalendar(), tasks: t, links: l });
    expect(run(tasks, [link('11', '1', 'FS')])).toThrow(
      expect.objectContaining({ key: 'plan.cycle', tasks: ['基础', '开挖'] }),
    );
    expect(run(tasks, [link('11', '11', 'FS')])).toThrow(
      expect.objectContaining({ key: 'plan.cycle', tasks: ['开挖'] }),
    );
    expect(run(tasks, [link('11', 'X', 'FS')])).toThrow(
      expect.objectContaining({ key: 'plan.link.unknownTask', tasks: ['X'] }),
    );
    expect(run([task('A', 1.5)], [])).toThrow(expect.objectContaining({ key: 'plan.task.duration' }));
    expect(run([task('A', 1e9)], [])).toThrow(expect.objectContaining({ key: 'plan.task.duration' }));
    const [a, b] = [task('A', 1), task('B', 1)];
    expect(run([a, b], [{ ...link('A', 'B', 'FS'), lag: 2 ** 40 }])).toThrow(
      expect.objectContaining({ key: 'plan.link.lag' }),
    );
    expect(run([a, b], [{ ...link('A', 'B', 'FS'), type: 'constructor' as LinkType }])).toThrow(
      expect.objectContaining({ key: 'plan.link.type', tasks: ['任务B'] }),
    );
    expect(run([task('A', 1, { outlineLevel: 2 })], [])).toThrow(expect.objectContaining({ key: 'plan.task.outline' }));
    expect(run([task('A', 1), task('A', 2)], [])).toThrow(expect.objectContaining({ key: 'plan.task.duplicate' }));
  });

  it('schedules a long chain without recursion', () => {
    const n = 50_000;
    const tasks = Array.from({ length: n }, (_, i) => task(String(i), 1));
    const links = tasks.slice(1).map((t, i) => link(String(i), t.id, 'FS'));
    const result = criticalPath({ start: '2026-03-02', calendar: chinaCalendar(), tasks, links });
    expect(result.duration).toBe(n);
    expect(result.tasks.every((t) => t.critical)).toBe(true);
  });
});
