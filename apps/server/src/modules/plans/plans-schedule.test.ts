import { afterAll, describe, expect, it } from 'vitest';
import { counts, data } from '../quality/quality-test-kit.ts';
import { addPlan, EVERY_DAY, link, ok, PLAN_TABLES, plansWorld, task, WEEKENDS_ONLY } from './plans-test-kit.ts';

const world = await plansWorld('ps');
const { ctx, keeper, viewer, projectA } = world;
afterAll(() => world.app.close());

/**
 * The 12-task network: durations in days, all four link types with lags and a lead. Every day is a
 * working day, so point k is 2027-03-01 + k. Expected values worked out by hand:
 *
 * forward pass (ES, EF)            backward pass (LS)       TF = LS − ES   FF
 * A 3  (0, 3)                      0                         0             0
 * B 4  (3, 7)    A→B FS            3                         0             0
 * C 2  (1, 3)    A→C SS+1          4                         3             0
 * D 5  (9, 14)   B→D FS+2          9                         0             0
 * E 3  (1, 4)    C→E FF+1          9                         8             4
 * F 0  (3, 3)    C→F FS            6                         3             0
 * G 4  (8, 12)   D→G SS−1, E→G FS  12                        4             1
 * H 2  (4, 6)    F→H SF+3          7                         3             0
 * I 6  (7, 13)   G→I FF, H→I FS+1  10                        3             3
 * J 3  (14, 17)  D→J FS            14                        0             0
 * K 1  (16, 17)  I→K FS, J→K SS+2  16                        0             0
 * L 0  (17, 17)  K→L FS, J→L FF    17                        0             0
 *
 * The project finishes at point 17: 2027-03-17, 17 days. A milestone shows on the day before its
 * point (F at 3 → 03-03, L at 17 → 03-17).
 */
const NETWORK = {
  tasks: [
    task('A', 3),
    task('B', 4),
    task('C', 2),
    task('D', 5),
    task('E', 3),
    task('F', 0, { milestone: true }),
    task('G', 4),
    task('H', 2),
    task('I', 6),
    task('J', 3),
    task('K', 1),
    task('L', 0, { milestone: true }),
  ],
  links: [
    link('A', 'B', 'FS'),
    link('A', 'C', 'SS', 1),
    link('B', 'D', 'FS', 2),
    link('C', 'E', 'FF', 1),
    link('C', 'F', 'FS'),
    link('D', 'G', 'SS', -1),
    link('E', 'G', 'FS'),
    link('F', 'H', 'SF', 3),
    link('G', 'I', 'FF'),
    link('H', 'I', 'FS', 1),
    link('D', 'J', 'FS'),
    link('I', 'K', 'FS'),
    link('J', 'K', 'SS', 2),
    link('K', 'L', 'FS'),
    link('J', 'L', 'FF'),
  ],
};
const EXPECTED: Record<string, [start: string, finish: string, totalFloat: number, freeFloat: number]> = {
  A: ['2027-03-01', '2027-03-03', 0, 0],
  B: ['2027-03-04', '2027-03-07', 0, 0],
  C: ['2027-03-02', '2027-03-03', 3, 0],
  D: ['2027-03-10', '2027-03-14', 0, 0],
  E: ['2027-03-02', '2027-03-04', 8, 4],
  F: ['2027-03-03', '2027-03-03', 3, 0],
  G: ['2027-03-09', '2027-03-12', 4, 1],
  H: ['2027-03-05', '2027-03-06', 3, 0],
  I: ['2027-03-08', '2027-03-13', 3, 3],
  J: ['2027-03-15', '2027-03-17', 0, 0],
  K: ['2027-03-17', '2027-03-17', 0, 0],
  L: ['2027-03-17', '2027-03-17', 0, 0],
};
const base = { projectId: projectA, planGroup: '0', startDate: '2027-03-01', calendar: EVERY_DAY };

describe('critical path through the API', () => {
  let planId: number;

  it('saves the 12-task network and answers the stored schedule: dates, floats, critical path', async () => {
    planId = await addPlan(keeper, { ...base, planName: '网络计划', ...NETWORK });
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(plan).toMatchObject({ finishDate: '2027-03-17', duration: 17, taskCount: 12, status: '0', versionNo: 0 });
    expect(plan.links).toHaveLength(15);
    for (const t of plan.tasks) {
      const [start, finish, totalFloat, freeFloat] = EXPECTED[t.taskName] ?? [];
      expect({
        name: t.taskName,
        start: t.start,
        finish: t.finish,
        totalFloat: t.totalFloat,
        freeFloat: t.freeFloat,
      }).toEqual({
        name: t.taskName,
        start,
        finish,
        totalFloat,
        freeFloat,
      });
    }
    expect(
      plan.tasks.filter((t: { critical: boolean }) => t.critical).map((t: { taskName: string }) => t.taskName),
    ).toEqual(['A', 'B', 'D', 'J', 'K', 'L']);
  });

  it('calculate answers the same without writing anything', async () => {
    const before = await counts(ctx, PLAN_TABLES);
    const res = (await ok(viewer.call('POST', '/business/plan/calculate', { planId, ...NETWORK }))).data;
    expect(res).toMatchObject({ finishDate: '2027-03-17', duration: 17 });
    expect(res.tasks.find((t: { id: string }) => t.id === 'E')).toMatchObject({
      totalFloat: 8,
      freeFloat: 4,
      critical: false,
    });
    expect(await counts(ctx, PLAN_TABLES)).toEqual(before);
  });

  it('an edit keeps the ids of tasks sent by id and gives new tasks new ids; links follow', async () => {
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    const ids = new Map<string, number>(
      plan.tasks.map((t: { taskName: string; taskId: number }) => [t.taskName, t.taskId]),
    );
    const idOf = (name: string) => String(ids.get(name));
    const tasks = NETWORK.tasks.map((t) => ({ ...t, id: idOf(t.id) }));
    const links = NETWORK.links.map((l) => ({ ...l, from: idOf(l.from), to: idOf(l.to) }));
    tasks.push(task('n1', 2, { taskName: '收尾' }));
    links.push(link(idOf('L'), 'n1', 'FS'));
    await ok(keeper.call('PUT', '/business/plan', { planId, tasks, links }));
    const after = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(after.tasks.slice(0, 12).map((t: { taskId: number }) => t.taskId)).toEqual([...ids.values()]);
    const last = after.tasks[12];
    expect(last).toMatchObject({ taskName: '收尾', start: '2027-03-18', finish: '2027-03-19', critical: true });
    expect(after.finishDate).toBe('2027-03-19');
    expect(after.links).toContainEqual(
      expect.objectContaining({ fromTaskId: ids.get('L'), toTaskId: last.taskId, type: 'FS' }),
    );
  });
});

describe('calendars', () => {
  it('a holiday moves the dates: 国庆 in the default China calendar', async () => {
    const tasks = [task('x', 5, { taskName: '主体浇筑' })];
    const china = await addPlan(keeper, {
      ...base,
      calendar: undefined,
      planName: '节假日',
      startDate: '2026-09-28',
      tasks,
    });
    const plain = await addPlan(keeper, {
      ...base,
      planName: '仅周末',
      startDate: '2026-09-28',
      calendar: WEEKENDS_ONLY,
      tasks,
    });
    const a = (await ok(viewer.call('GET', `/business/plan/${china}`))).data;
    const b = (await ok(viewer.call('GET', `/business/plan/${plain}`))).data;
    expect(a.tasks[0]).toMatchObject({ start: '2026-09-28', finish: '2026-10-09' });
    expect(a.calendar.holidays).toContain('2026-10-01');
    expect(b.tasks[0]).toMatchObject({ start: '2026-09-28', finish: '2026-10-02' });
    // A day added to the holidays moves the finish again (the edit reschedules the stored tasks).
    await ok(
      keeper.call('PUT', '/business/plan', { planId: plain, calendar: { ...WEEKENDS_ONLY, holidays: ['2026-09-30'] } }),
    );
    const c = (await ok(viewer.call('GET', `/business/plan/${plain}`))).data;
    expect(c.tasks[0]).toMatchObject({ start: '2026-09-28', finish: '2026-10-05' });
  });
});

describe('refusals: a clear message and nothing changed', () => {
  it('a cycle is refused naming its tasks', async () => {
    const before = await counts(ctx, PLAN_TABLES);
    const res = await data(
      keeper.call('POST', '/business/plan', {
        ...base,
        planName: '循环',
        tasks: [task('1', 1, { taskName: '甲' }), task('2', 1, { taskName: '乙' }), task('3', 1, { taskName: '丙' })],
        links: [link('1', '2'), link('2', '3'), link('3', '1')],
      }),
    );
    expect(res).toEqual({ code: 500, msg: '任务之间存在循环依赖：甲 → 乙 → 丙' });
    expect(await counts(ctx, PLAN_TABLES)).toEqual(before);
  });

  it('in English too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/business/plan/calculate',
      headers: { ...keeper.headers, 'accept-language': 'en' },
      payload: {
        planId: await addPlan(keeper, { ...base, planName: '空计划' }),
        tasks: [task('1', 1, { taskName: 'dig' }), task('2', 1, { taskName: 'pour' })],
        links: [link('1', '2'), link('2', '1', 'SS')],
      },
    });
    expect(res.json().msg).toBe('The links between these tasks form a cycle: dig → pour');
  });

  it('bad input: unknown link task, self-link, duplicates, wrong types, missing fields, too many tasks', async () => {
    const before = await counts(ctx, PLAN_TABLES);
    const post = (body: object) => data(keeper.call('POST', '/business/plan', { ...base, planName: '坏', ...body }));
    expect(await post({ tasks: [task('a', 1)], links: [link('a', 'zz')] })).toEqual({
      code: 500,
      msg: '依赖关系指向不存在的任务：zz',
    });
    expect(await post({ tasks: [task('a', 1)], links: [link('a', 'a')] })).toEqual({
      code: 500,
      msg: '任务「a」不能依赖自身',
    });
    expect(await post({ tasks: [task('a', 1), task('a', 2, { taskName: 'b' })] })).toEqual({
      code: 500,
      msg: '任务编号重复：a, b',
    });
    expect(await post({ tasks: [task('a', 1), task('b', 1)], links: [link('a', 'b'), link('a', 'b', 'SS')] })).toEqual({
      code: 500,
      msg: '重复的依赖关系：a → b',
    });
    expect((await post({ tasks: [{ id: 'a', taskName: 'a', outlineLevel: 1, duration: 'x' }] })).code).toBe(500);
    expect((await post({ startDate: undefined })).msg).toMatch(/startDate/);
    expect((await post({ startDate: '2027-02-30' })).code).toBe(500);
    expect((await post({ tasks: [task('a', 1, { outlineLevel: 2 })] })).msg).toBe(
      '任务「a」的大纲级别与上一任务不衔接',
    );
    expect((await post({ planGroup: '99' })).msg).toBe('计划分组「99」不存在');
    const many = Array.from({ length: 20_001 }, (_, i) => task(`t${i}`, 1));
    expect((await post({ tasks: many })).code).toBe(500);
    expect(await counts(ctx, PLAN_TABLES)).toEqual(before);
  }, 60_000);

  it('a member who may only read cannot add or edit', async () => {
    expect((await data(viewer.call('POST', '/business/plan', { ...base, planName: '无权' }))).code).toBe(403);
  });
});

describe('list, groups, children, sort, tag, delete', () => {
  it('pages by group and tag, counts groups, lists child plans, sorts and tags', async () => {
    const master = await addPlan(keeper, {
      ...base,
      planName: '总计划',
      tasks: [task('a', 10, { percentComplete: 50 })],
    });
    const month = await addPlan(keeper, { ...base, planName: '三月计划', planGroup: '2', parentId: master });
    const list = await ok(viewer.call('GET', `/business/plan/list?projectId=${projectA}&planGroup=2&pageSize=5`));
    expect(list.rows.map((r: { planId: number }) => r.planId)).toEqual([month]);
    const groups = (await ok(viewer.call('GET', `/business/plan/group?projectId=${projectA}`))).data;
    expect(groups.find((g: { planGroup: string }) => g.planGroup === '2')).toEqual({
      planGroup: '2',
      label: '月度计划',
      count: 1,
    });
    const children = (await ok(viewer.call('GET', `/business/plan/getChild/${master}`))).data;
    expect(children.map((c: { planId: number }) => c.planId)).toEqual([month]);
    const masterRow = (await ok(viewer.call('GET', `/business/plan/${master}`))).data;
    expect(masterRow.progress).toBe(50);

    await ok(keeper.call('POST', '/business/plan/changeTag', { planId: month, tag: '重点' }));
    const tagged = await ok(
      viewer.call('GET', `/business/plan/list?projectId=${projectA}&tag=${encodeURIComponent('重点')}`),
    );
    expect(tagged.rows.map((r: { planId: number }) => r.planId)).toEqual([month]);

    const all = await ok(viewer.call('GET', `/business/plan/list?projectId=${projectA}&pageSize=100`));
    const ids = all.rows.map((r: { planId: number }) => r.planId).reverse();
    await ok(keeper.call('POST', '/business/plan/changeSort', { projectId: projectA, planIds: ids }));
    const sorted = await ok(viewer.call('GET', `/business/plan/list?projectId=${projectA}&pageSize=100`));
    expect(sorted.rows.map((r: { planId: number }) => r.planId)).toEqual(ids);
    const foreign = await data(
      keeper.call('POST', '/business/plan/changeSort', { projectId: projectA, planIds: [...ids, 999_999] }),
    );
    expect(foreign).toEqual({ code: 500, msg: '计划 999999 不属于本项目' });

    // A plan with child plans is not deleted; its child is.
    expect(await data(keeper.call('DELETE', `/business/plan/${master}`))).toEqual({
      code: 500,
      msg: '计划下还有子计划，不能删除',
    });
    await ok(keeper.call('DELETE', `/business/plan/${month}`));
    await ok(keeper.call('DELETE', `/business/plan/${master}`));
    expect((await data(viewer.call('GET', `/business/plan/${master}`))).code).toBe(404);
  });
});

describe('public link', () => {
  it('share answers a token that reads the plan without login; unshare revokes it', async () => {
    const planId = await addPlan(keeper, { ...base, planName: '公开计划', tasks: [task('a', 2)] });
    const { token } = (await ok(keeper.call('POST', `/business/plan/share/${planId}`))).data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    const open = await ctx.app.inject({ method: 'GET', url: `/prod-api/business/plan/shared/${token}` });
    expect(open.json()).toMatchObject({ code: 200, data: { planId, planName: '公开计划', shared: true } });
    await ok(keeper.call('DELETE', `/business/plan/share/${planId}`));
    const gone = await ctx.app.inject({ method: 'GET', url: `/prod-api/business/plan/shared/${token}` });
    expect(gone.json()).toMatchObject({ code: 404, msg: '分享链接不存在或已失效' });
    expect((await data(viewer.call('POST', `/business/plan/share/${planId}`))).code).toBe(403);
  });
});

describe('project progress and status', () => {
  it('answers the master plan’s progress, sets the status with its date, and the map lists the projects', async () => {
    const planId = await addPlan(keeper, {
      ...base,
      planName: '进度总计划',
      startDate: '2020-01-01',
      tasks: [task('a', 10, { percentComplete: 100 }), task('b', 30, { percentComplete: 0 })],
    });
    await ok(
      keeper.call('PUT', '/business/plan/updateProjectStatus', {
        projectId: projectA,
        projectStatus: '2',
        statusDate: '2027-01-05',
      }),
    );
    const progress = (await ok(viewer.call('GET', `/business/plan/projectProgress?projectId=${projectA}`))).data;
    expect(progress).toMatchObject({ projectId: projectA, projectStatus: '2', statusDate: '2027-01-05' });
    expect(progress.planId).not.toBeNull();
    const map = (await ok(viewer.call('GET', '/business/plan/projectProgressForMap'))).data;
    expect(map.map((r: { projectId: number }) => r.projectId)).toEqual([projectA]);
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(plan).toMatchObject({ progress: 25, plannedProgress: 100 });
    expect(
      (
        await data(
          viewer.call('PUT', '/business/plan/updateProjectStatus', {
            projectId: projectA,
            projectStatus: '1',
            statusDate: '2027-01-05',
          }),
        )
      ).code,
    ).toBe(403);
  });
});
