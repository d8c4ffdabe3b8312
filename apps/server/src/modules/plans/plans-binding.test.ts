import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizModelElement, bizModelVersion } from '../models/models.tables.ts';
import { bizProjectBand } from '../projects/projects.tables.ts';
import { counts, data } from '../quality/quality-test-kit.ts';
import { stateOn } from './plan-binding.ts';
import { addPlan, EVERY_DAY, ok, PLAN_TABLES, plansWorld, task } from './plans-test-kit.ts';

const world = await plansWorld('pb');
const { ctx, keeper, viewer, outsider, projectA, projectB } = world;
afterAll(() => world.app.close());

const gid = (n: number) => `0${String(n).padStart(21, 'A')}`;
let bandA: number;
let bandB: number;
let planId: number;
let taskIds: number[];

/** A band of the project with a converted current version holding `elements` components. */
async function bandWith(projectId: number, name: string, elements: number): Promise<number> {
  const { db } = ctx.database;
  const [band] = await db.insert(bizProjectBand).values({ projectId, bandName: name }).returning();
  const bandId = band?.bandId ?? 0;
  const [version] = await db
    .insert(bizModelVersion)
    .values({
      projectId,
      bandId,
      versionNo: 1,
      fileName: 'a.ifc',
      fileSize: 1,
      fileKey: '2026/01/01/00000000000000000000000000000000.ifc',
      status: '2',
      isCurrent: '1',
    })
    .returning();
  await db.insert(bizModelElement).values(
    Array.from({ length: elements }, (_, i) => ({
      versionId: version?.versionId ?? 0,
      globalId: gid(i + 1),
      expressId: i + 1,
      ifcClass: i % 2 ? 'IfcWall' : 'IfcSlab',
      name: `构件${i + 1}`,
      psets: {},
    })),
  );
  return bandId;
}

beforeAll(async () => {
  bandA = await bandWith(projectA, '主体', 4);
  bandB = await bandWith(projectB, '别的项目', 2);
  planId = await addPlan(keeper, {
    projectId: projectA,
    planGroup: '0',
    planName: '4D计划',
    startDate: '2027-03-01',
    calendar: EVERY_DAY,
    tasks: [
      task('a', 5, {
        taskName: '一层楼板',
        actualStart: '2027-03-01',
        actualFinish: '2027-03-04',
        percentComplete: 100,
      }),
      task('b', 5, {
        taskName: '二层墙体',
        startNoEarlierThan: '2027-03-06',
        actualStart: '2027-03-06',
        percentComplete: 40,
      }),
      task('c', 5, { taskName: '三层', startNoEarlierThan: '2027-03-20' }),
    ],
  });
  taskIds = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data.tasks.map(
    (t: { taskId: number }) => t.taskId,
  );
});

describe('4D binding', () => {
  it('binds tasks to components of the project’s band, lists them with names and classes, unbinds', async () => {
    await ok(
      keeper.call('POST', '/business/plan/bind', {
        planId,
        taskId: taskIds[0],
        bandId: bandA,
        globalIds: [gid(1), gid(2)],
      }),
    );
    await ok(
      keeper.call('POST', '/business/plan/bind', { planId, taskId: taskIds[1], bandId: bandA, globalIds: [gid(3)] }),
    );
    await ok(
      keeper.call('POST', '/business/plan/bind', { planId, taskId: taskIds[2], bandId: bandA, globalIds: [gid(4)] }),
    );
    // Twice the same: kept once.
    await ok(
      keeper.call('POST', '/business/plan/bind', { planId, taskId: taskIds[0], bandId: bandA, globalIds: [gid(1)] }),
    );
    const list = await ok(viewer.call('GET', `/business/plan/queryBandList?planId=${planId}&pageSize=2`));
    expect(list.total).toBe(4);
    expect(list.rows[0]).toMatchObject({
      taskId: taskIds[0],
      taskName: '一层楼板',
      bandId: bandA,
      bandName: '主体',
      globalId: gid(1),
      elementName: '构件1',
      ifcClass: 'IfcSlab',
    });
    const byTask = await ok(viewer.call('GET', `/business/plan/queryBandList?planId=${planId}&taskId=${taskIds[1]}`));
    expect(byTask.rows.map((r: { globalId: string }) => r.globalId)).toEqual([gid(3)]);
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(plan.tasks.map((t: { boundCount: number }) => t.boundCount)).toEqual([2, 1, 1]);
  });

  it('answers each bound component’s state on a day', async () => {
    const on = async (date: string) =>
      Object.fromEntries(
        (
          (await ok(viewer.call('GET', `/business/plan/fourD?planId=${planId}&date=${date}`))).data as Array<{
            globalId: string;
            state: string;
          }>
        ).map((r) => [r.globalId, r.state]),
      );
    expect(await on('2027-03-02')).toEqual({
      [gid(1)]: 'done',
      [gid(2)]: 'done',
      [gid(3)]: 'notStarted',
      [gid(4)]: 'notStarted',
    });
    expect(await on('2027-03-07')).toMatchObject({ [gid(3)]: 'inProgress', [gid(4)]: 'notStarted' });
    expect(await on('2027-03-30')).toMatchObject({ [gid(3)]: 'late', [gid(4)]: 'late' });
    expect(
      stateOn('2027-03-05', {
        start: '2027-03-01',
        finish: '2027-03-10',
        actualStart: null,
        actualFinish: null,
        percentComplete: 0,
      }),
    ).toBe('notStarted');
  });

  it('refuses another project’s band, a task of another plan and unknown components, naming them', async () => {
    const before = await counts(ctx, PLAN_TABLES);
    expect(
      await data(
        keeper.call('POST', '/business/plan/bind', { planId, taskId: taskIds[0], bandId: bandB, globalIds: [gid(1)] }),
      ),
    ).toEqual({
      code: 500,
      msg: '模型分段不存在或不属于本项目',
    });
    const other = await addPlan(keeper, {
      projectId: projectA,
      planGroup: '0',
      planName: '别的',
      startDate: '2027-03-01',
      tasks: [task('z', 1)],
    });
    const otherTask = (await ok(viewer.call('GET', `/business/plan/${other}`))).data.tasks[0].taskId;
    expect(
      (
        await data(
          keeper.call('POST', '/business/plan/bind', { planId, taskId: otherTask, bandId: bandA, globalIds: [gid(1)] }),
        )
      ).msg,
    ).toBe('任务不属于该计划');
    expect(
      await data(
        keeper.call('POST', '/business/plan/bind', {
          planId,
          taskId: taskIds[0],
          bandId: bandA,
          globalIds: [gid(1), gid(9)],
        }),
      ),
    ).toEqual({ code: 500, msg: `模型当前版本中没有这些构件：${gid(9)}` });
    expect(
      (
        await data(
          keeper.call('POST', '/business/plan/bind', {
            planId,
            taskId: taskIds[0],
            bandId: bandA,
            globalIds: ['short'],
          }),
        )
      ).code,
    ).toBe(500);
    expect(
      (
        await data(
          outsider.call('POST', '/business/plan/bind', {
            planId,
            taskId: taskIds[0],
            bandId: bandB,
            globalIds: [gid(1)],
          }),
        )
      ).code,
    ).toBe(403);
    expect(
      (
        await data(
          viewer.call('POST', '/business/plan/bind', {
            planId,
            taskId: taskIds[0],
            bandId: bandA,
            globalIds: [gid(1)],
          }),
        )
      ).code,
    ).toBe(403);
    const after = await counts(ctx, PLAN_TABLES);
    expect({ ...after, biz_plan: (after.biz_plan ?? 0) - 1, biz_plan_task: (after.biz_plan_task ?? 0) - 1 }).toEqual(
      before,
    );
  });

  it('unBind removes one binding; a deleted task takes its bindings along', async () => {
    const list = await ok(viewer.call('GET', `/business/plan/queryBandList?planId=${planId}`));
    const one = list.rows.find((r: { globalId: string }) => r.globalId === gid(2));
    expect((await data(outsider.call('POST', `/business/plan/unBind/${one.bindId}`))).code).toBe(403);
    await ok(keeper.call('POST', `/business/plan/unBind/${one.bindId}`));
    // Saving the plan without its third task removes that task's binding.
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    const tasks = plan.tasks
      .slice(0, 2)
      .map((t: { taskId: number; taskName: string; duration: number }) =>
        task(String(t.taskId), t.duration, { taskName: t.taskName }),
      );
    await ok(keeper.call('PUT', '/business/plan', { planId, tasks, links: [] }));
    const left = await ok(viewer.call('GET', `/business/plan/queryBandList?planId=${planId}`));
    expect(left.rows.map((r: { globalId: string }) => r.globalId)).toEqual([gid(1), gid(3)]);
  });
});
