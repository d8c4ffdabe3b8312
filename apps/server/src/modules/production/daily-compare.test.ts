import { formatTime } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizPlan, bizPlanTask } from '../plans/plans.tables.ts';
import { ok } from '../plans/plans-test-kit.ts';
import { data } from '../quality/quality-test-kit.ts';
import { logWork, productionWorld } from './production-test-kit.ts';

const world = await productionWorld('dc');
const { ctx, keeper, viewer, outsider, projectA, planId, tasks } = world;
afterAll(() => world.app.close());

const BASE = '/business/schedule/compare';
const today = formatTime(new Date()).slice(0, 10);

beforeAll(async () => {
  await logWork(keeper, projectA, '2026-03-03', [{ planTaskId: tasks.A, percent: 30 }]);
  await logWork(keeper, projectA, '2026-03-05', [
    { planTaskId: tasks.A, percent: 70 },
    { planTaskId: tasks.C, percent: 10 },
    // The same task twice in a log: the higher percent counts.
    { planTaskId: tasks.C, percent: 20 },
  ]);
  await logWork(keeper, projectA, '2026-03-10', [
    { planTaskId: tasks.A, percent: 100 },
    { planTaskId: tasks.B, percent: 40 },
    { planTaskId: tasks.C, percent: 50, quantity: 5 },
  ]);
});

type Day = {
  date: string;
  plannedPercent: number;
  actualPercent: number | null;
  deviation: number | null;
  plannedIncrement: number;
  actualIncrement: number | null;
  tasksBehind: number | null;
};
const row = (d: Day) => [
  d.date,
  d.plannedPercent,
  d.actualPercent,
  d.deviation,
  d.plannedIncrement,
  d.actualIncrement,
  d.tasksBehind,
];

/**
 * Hand-computed (PLAN_BODY: leaf working days A 5 + B 5 + C 10 = 20; a working day of a task is
 * 1/20 = 5 % of the plan). Earned = Σ days × reported % ÷ 20: 03-03 A 30 → 7.5; 03-05 A 70, C 20 →
 * (350 + 200) / 20 = 27.5; 03-10 A 100, B 40, C 50 → (500 + 200 + 500) / 20 = 60.
 * Behind: a task whose planned share (days so far ÷ its days) is above its reported percent.
 */
const EXPECTED = [
  // date, planned, actual, deviation, planned +, actual +, tasks behind
  ['2026-03-02', 5, 0, -5, 5, 0, 1], // A 20 % > 0
  ['2026-03-03', 10, 7.5, -2.5, 5, 7.5, 1], // A 40 > 30
  ['2026-03-04', 20, 7.5, -12.5, 10, 0, 2], // A 60 > 30, C 10 > 0
  ['2026-03-05', 30, 27.5, -2.5, 10, 20, 1], // A 80 > 70; C 20 = 20
  ['2026-03-06', 40, 27.5, -12.5, 10, 0, 2], // A 100 > 70, C 30 > 20
  ['2026-03-07', 40, 27.5, -12.5, 0, 0, 2], // Saturday
  ['2026-03-08', 40, 27.5, -12.5, 0, 0, 2], // Sunday
  ['2026-03-09', 50, 27.5, -22.5, 10, 0, 3], // A, B 20 > 0, C 40 > 20
  ['2026-03-10', 60, 60, 0, 10, 32.5, 0],
  ['2026-03-11', 70, 60, -10, 10, 0, 2], // B 60 > 40, C 60 > 50
  ['2026-03-12', 80, 60, -20, 10, 0, 2],
];

describe('每日对比', () => {
  it('answers planned and earned percent per day, paged', async () => {
    const range = 'beginDate=2026-03-02&endDate=2026-03-12';
    const first = await ok(viewer.call('GET', `${BASE}/list?planId=${planId}&${range}&pageSize=6`));
    expect(first.total).toBe(11);
    const second = await ok(viewer.call('GET', `${BASE}/list?planId=${planId}&${range}&pageSize=6&pageNum=2`));
    expect([...first.rows, ...second.rows].map(row)).toEqual(EXPECTED);
  });

  it('draws the S-curve over the plan (its start to its finish by default) up to 100 %', async () => {
    const curve = (await ok(viewer.call('GET', `${BASE}/curve?planId=${planId}`))).data;
    expect(curve).toMatchObject({ beginDate: '2026-03-02', endDate: '2026-03-17', baseline: false });
    expect(curve.points).toHaveLength(16);
    expect(curve.points.slice(0, 11).map(row)).toEqual(EXPECTED);
    expect(curve.points.slice(13).map(row)).toEqual([
      ['2026-03-15', 90, 60, -30, 0, 0, 2],
      ['2026-03-16', 95, 60, -35, 5, 0, 2],
      ['2026-03-17', 100, 60, -40, 5, 0, 2],
    ]);
  });

  it('lists the tasks planned to progress on a day with what was reported', async () => {
    const thursday = await ok(viewer.call('GET', `${BASE}/day?planId=${planId}&date=2026-03-05`));
    expect(thursday.total).toBe(2);
    expect(thursday.rows).toEqual([
      {
        taskId: tasks.A,
        wbs: '1.1',
        taskName: '基础浇筑',
        start: '2026-03-02',
        finish: '2026-03-06',
        plannedPercent: 80,
        plannedIncrement: 20,
        reportedPercent: 70,
        reportedThatDay: 70,
        behind: true,
      },
      {
        taskId: tasks.C,
        wbs: '2',
        taskName: '钢结构吊装',
        start: '2026-03-04',
        finish: '2026-03-17',
        plannedPercent: 20,
        plannedIncrement: 10,
        reportedPercent: 20,
        reportedThatDay: 20,
        behind: false,
      },
    ]);
    const monday = await ok(viewer.call('GET', `${BASE}/day?planId=${planId}&date=2026-03-09&pageSize=1&pageNum=2`));
    expect(monday.total).toBe(2);
    expect(monday.rows).toMatchObject([
      { taskId: tasks.C, plannedPercent: 40, reportedPercent: 20, reportedThatDay: null },
    ]);
    expect((await ok(viewer.call('GET', `${BASE}/day?planId=${planId}&date=2026-03-07`))).total).toBe(0);
  });

  it('takes today from the tasks’ percent complete or the logs, whichever is further; no actual after today; plans on the baseline', async () => {
    const db = ctx.database.db;
    await db.update(bizPlanTask).set({ percentComplete: 100 }).where(eq(bizPlanTask.taskId, tasks.A));
    await db.update(bizPlanTask).set({ percentComplete: 50 }).where(eq(bizPlanTask.taskId, tasks.B));
    const tomorrow = formatTime(new Date(Date.now() + 86_400_000)).slice(0, 10);
    const yesterday = formatTime(new Date(Date.now() - 86_400_000)).slice(0, 10);
    const days = (
      await ok(viewer.call('GET', `${BASE}/curve?planId=${planId}&beginDate=${yesterday}&endDate=${tomorrow}`))
    ).data.points;
    // Yesterday: the logs (A 100, B 40, C 50: 60 %); today each task at its percent complete or its
    // last report, whichever is further — A 100, B 50 (the plan), C 50 (the log, the plan says 0):
    // (5 × 100 + 5 × 50 + 10 × 50) / 20 = 62.5 %; tomorrow: none.
    expect(days.map((d: Day) => [d.date, d.plannedPercent, d.actualPercent, d.actualIncrement])).toEqual([
      [yesterday, 100, 60, 0],
      [today, 100, 62.5, 2.5],
      [tomorrow, 100, null, null],
    ]);
    // An approved plan's baseline: C planned 03-02 … 03-13 (10 working days) instead.
    await db.update(bizPlan).set({ versionNo: 1 }).where(eq(bizPlan.planId, planId));
    await db
      .update(bizPlanTask)
      .set({ baselineStart: '2026-03-02', baselineFinish: '2026-03-13' })
      .where(eq(bizPlanTask.taskId, tasks.C));
    const curve = (
      await ok(viewer.call('GET', `${BASE}/curve?planId=${planId}&beginDate=2026-03-02&endDate=2026-03-03`))
    ).data;
    expect(curve.baseline).toBe(true);
    expect(curve.points.map((d: Day) => [d.plannedPercent, d.plannedIncrement])).toEqual([
      [10, 10],
      [20, 10],
    ]);
  });

  it('refuses bad ranges and keeps other projects out', async () => {
    expect(
      await data(viewer.call('GET', `${BASE}/list?planId=${planId}&beginDate=2026-03-10&endDate=2026-03-01`)),
    ).toMatchObject({ code: 500, msg: '开始日期不能晚于结束日期' });
    expect(
      await data(viewer.call('GET', `${BASE}/curve?planId=${planId}&beginDate=2023-01-01&endDate=2026-12-31`)),
    ).toMatchObject({ code: 500, msg: '所选范围有 1461 天，每日对比最多 1100 天，请缩小日期范围' });
    expect((await data(viewer.call('GET', `${BASE}/day?planId=${planId}&date=2026-02-30`))).code).toBe(500);
    for (const path of [`list?planId=${planId}`, `curve?planId=${planId}`, `day?planId=${planId}&date=2026-03-05`])
      expect((await data(outsider.call('GET', `${BASE}/${path}`))).code, path).toBe(403);
    expect((await data(outsider.call('GET', `${BASE}/plans?projectId=${projectA}`))).code).toBe(403);
    expect((await ok(viewer.call('GET', `${BASE}/plans?projectId=${projectA}`))).total).toBe(1);
  });
});
