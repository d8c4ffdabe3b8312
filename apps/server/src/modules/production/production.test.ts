import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../plans/plans-test-kit.ts';
import { counts, data } from '../quality/quality-test-kit.ts';
import { logWork, productionWorld } from './production-test-kit.ts';

const world = await productionWorld('pr');
const { ctx, keeper, viewer, outsider, projectA, planId, tasks } = world;
afterAll(() => world.app.close());

const BASE = '/business/production';
const item = (taskId: number, unit: string, plannedQuantity: number) =>
  ok(keeper.call('PUT', `${BASE}/item`, { planId, taskId, unit, plannedQuantity }));

beforeAll(async () => {
  await item(tasks.A, 'm³', 500);
  await item(tasks.B, 'm³', 100);
  await item(tasks.C, 't', 200);
  // Quantities done: A 120 + 150 + 230, B 30, C 40 + 60.
  await logWork(keeper, projectA, '2026-03-03', [{ planTaskId: tasks.A, percent: 30, quantity: 120 }]);
  await logWork(keeper, projectA, '2026-03-05', [
    { planTaskId: tasks.A, percent: 70, quantity: 150 },
    { planTaskId: tasks.C, percent: 20, quantity: 40 },
  ]);
  await logWork(keeper, projectA, '2026-03-10', [
    { planTaskId: tasks.A, percent: 100, quantity: 230 },
    { planTaskId: tasks.B, percent: 40, quantity: 30 },
    { planTaskId: tasks.C, percent: 50, quantity: 60 },
  ]);
});

const cells = (row: { periods: Array<{ key: string; planned: number; actual: number }> }) =>
  row.periods.map((p) => [p.key, p.planned, p.actual]);

describe('生产进度', () => {
  it('spreads the planned quantity over each leaf task’s working days, per week', async () => {
    const page = await ok(viewer.call('GET', `${BASE}/list?planId=${planId}&period=week`));
    expect(page.total).toBe(4); // A, B, C, M: the summary is left out
    const [a, b, c, m] = page.rows;
    expect(a).toMatchObject({
      taskId: tasks.A,
      wbs: '1.1',
      taskName: '基础浇筑',
      start: '2026-03-02',
      finish: '2026-03-06',
      unit: 'm³',
      plannedQuantity: 500,
      actualQuantity: 500,
      percentDone: 100,
    });
    // Weeks of the plan's range (2026-03-02 … 03-17), Monday to Sunday, clipped to it.
    expect(a.periods.map((p: { key: string; from: string; to: string }) => [p.key, p.from, p.to])).toEqual([
      ['2026-03-02', '2026-03-02', '2026-03-08'],
      ['2026-03-09', '2026-03-09', '2026-03-15'],
      ['2026-03-16', '2026-03-16', '2026-03-17'],
    ]);
    expect(cells(a)).toEqual([
      ['2026-03-02', 500, 270],
      ['2026-03-09', 0, 230],
      ['2026-03-16', 0, 0],
    ]);
    expect(b).toMatchObject({ unit: 'm³', plannedQuantity: 100, actualQuantity: 30, percentDone: 30 });
    expect(cells(b)).toEqual([
      ['2026-03-02', 0, 0],
      ['2026-03-09', 100, 30],
      ['2026-03-16', 0, 0],
    ]);
    // C: 200 t over 10 working days = 20 a day: 3 days, 5 days, 2 days.
    expect(c).toMatchObject({ unit: 't', plannedQuantity: 200, actualQuantity: 100, percentDone: 50 });
    expect(cells(c)).toEqual([
      ['2026-03-02', 60, 40],
      ['2026-03-09', 100, 60],
      ['2026-03-16', 40, 0],
    ]);
    expect(m).toMatchObject({ taskName: '封顶', unit: '', plannedQuantity: 0, actualQuantity: 0, percentDone: null });
  });

  it('answers days and months of a chosen range, and finds tasks by WBS or name', async () => {
    const days = await ok(
      viewer.call(
        'GET',
        `${BASE}/list?planId=${planId}&period=day&beginDate=2026-03-06&endDate=2026-03-09&keyword=钢结构`,
      ),
    );
    expect(days.total).toBe(1);
    // Friday, the weekend (no working day: nothing planned), Monday.
    expect(cells(days.rows[0])).toEqual([
      ['2026-03-06', 20, 0],
      ['2026-03-07', 0, 0],
      ['2026-03-08', 0, 0],
      ['2026-03-09', 20, 0],
    ]);
    const months = await ok(viewer.call('GET', `${BASE}/list?planId=${planId}&period=month&keyword=1.`));
    expect(months.rows.map((r: { wbs: string }) => r.wbs)).toEqual(['1.1', '1.2']);
    expect(cells(months.rows[0])).toEqual([['2026-03', 500, 500]]);
    const second = await ok(viewer.call('GET', `${BASE}/list?planId=${planId}&pageNum=2&pageSize=3`));
    expect(second.total).toBe(4);
    expect(second.rows.map((r: { taskName: string }) => r.taskName)).toEqual(['封顶']);
  });

  it('charts a task, or the whole plan in one unit, with cumulative figures', async () => {
    const plan = await ok(viewer.call('GET', `${BASE}/chart?planId=${planId}&period=week`));
    expect(plan.data.units).toEqual(['m³', 't']);
    expect(plan.data.unit).toBe('m³');
    expect(
      plan.data.points.map((p: Record<string, number>) => [
        p.key,
        p.planned,
        p.actual,
        p.cumulativePlanned,
        p.cumulativeActual,
      ]),
    ).toEqual([
      ['2026-03-02', 500, 270, 500, 270],
      ['2026-03-09', 100, 260, 600, 530],
      ['2026-03-16', 0, 0, 600, 530],
    ]);
    const c = await ok(
      viewer.call(
        'GET',
        `${BASE}/chart?planId=${planId}&period=day&taskId=${tasks.C}&beginDate=2026-03-05&endDate=2026-03-06`,
      ),
    );
    expect(c.data.unit).toBe('t');
    // Before the range: 03-04 planned 20, nothing logged.
    expect(
      c.data.points.map((p: Record<string, number>) => [p.planned, p.actual, p.cumulativePlanned, p.cumulativeActual]),
    ).toEqual([
      [20, 40, 40, 40],
      [20, 0, 60, 40],
    ]);
    const t = await ok(viewer.call('GET', `${BASE}/chart?planId=${planId}&period=month&unit=t`));
    expect(t.data.points).toMatchObject([{ key: '2026-03', planned: 200, actual: 100 }]);
  });

  it('sets an item again, and refuses what is not a leaf task of the plan or not a quantity', async () => {
    await item(tasks.B, 'm³', 120);
    const before = await counts(ctx, ['biz_production_item']);
    const refusals: Array<[object, RegExp | string]> = [
      [{ taskId: tasks.S }, `计划任务 ${tasks.S} 不存在或不是该计划的末级任务`],
      [{ taskId: 999_999 }, '计划任务 999999 不存在或不是该计划的末级任务'],
      [{ plannedQuantity: -1 }, /plannedQuantity/],
      [{ plannedQuantity: 'lots' }, /plannedQuantity/],
      [{ unit: '' }, /unit/],
      [{ unit: 'x'.repeat(21) }, /unit/],
    ];
    for (const [over, msg] of refusals) {
      const res = await data(
        keeper.call('PUT', `${BASE}/item`, { planId, taskId: tasks.C, unit: 'm', plannedQuantity: 1, ...over }),
      );
      expect(res.code, JSON.stringify(over)).toBe(500);
      expect(res.msg).toMatch(msg);
    }
    expect(await counts(ctx, ['biz_production_item'])).toEqual(before);
    const b = (await ok(viewer.call('GET', `${BASE}/list?planId=${planId}&keyword=主体砌筑`))).rows[0];
    expect(b).toMatchObject({ plannedQuantity: 120, percentDone: 25 });
    await item(tasks.B, 'm³', 100);
  });

  it('refuses a reversed range and more periods than a table shows', async () => {
    expect(
      await data(viewer.call('GET', `${BASE}/list?planId=${planId}&beginDate=2026-03-10&endDate=2026-03-01`)),
    ).toMatchObject({ code: 500, msg: '开始日期不能晚于结束日期' });
    expect(
      await data(
        viewer.call('GET', `${BASE}/list?planId=${planId}&period=day&beginDate=2026-01-01&endDate=2026-03-31`),
      ),
    ).toMatchObject({ code: 500, msg: '所选范围有 90 个周期，最多显示 62 个，请缩小日期范围或改用更长的周期' });
    expect(await data(viewer.call('GET', `${BASE}/list?planId=${planId}&period=year`))).toMatchObject({ code: 500 });
  });

  it('keeps other projects out and lets only editors set items', async () => {
    expect((await data(outsider.call('GET', `${BASE}/list?planId=${planId}`))).code).toBe(403);
    expect((await data(outsider.call('GET', `${BASE}/chart?planId=${planId}`))).code).toBe(403);
    expect((await data(outsider.call('GET', `${BASE}/plans?projectId=${projectA}`))).code).toBe(403);
    const before = await counts(ctx, ['biz_production_item']);
    const put = { planId, taskId: tasks.C, unit: 'm', plannedQuantity: 1 };
    expect((await data(outsider.call('PUT', `${BASE}/item`, put))).code).toBe(403);
    expect((await data(viewer.call('PUT', `${BASE}/item`, put))).code).toBe(403);
    expect(await counts(ctx, ['biz_production_item'])).toEqual(before);
    const plans = await ok(viewer.call('GET', `${BASE}/plans?projectId=${projectA}`));
    expect(plans.rows).toMatchObject([
      { planId, planName: '主体结构进度', startDate: '2026-03-02', finishDate: '2026-03-17' },
    ]);
  });
});
