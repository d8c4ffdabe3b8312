import { CONSTRUCTION_LOG_PERMS, PRODUCTION_PERMS, SCHEDULE_COMPARE_PERMS } from '@zj/contract';
import { ALL_PLAN_PERMS, addPlan, link, ok, task, WEEKENDS_ONLY } from '../plans/plans-test-kit.ts';
import { projectOf, qualityApp, type User, userWith } from '../quality/quality-test-kit.ts';

/** Test helpers of 生产进度 and 每日对比 (not a test file itself). */

export const PAGE_PERMS = [...Object.values(PRODUCTION_PERMS), ...Object.values(SCHEDULE_COMPARE_PERMS)];
const ALL = [...ALL_PLAN_PERMS, ...Object.values(CONSTRUCTION_LOG_PERMS), ...PAGE_PERMS];

/**
 * The plan of the tests, on a Monday-to-Friday calendar from Monday 2026-03-02 (hand-computed dates):
 *
 * 主体 (summary)
 *   A 5 d   2026-03-02 … 03-06
 *   B 5 d   FS after A: 03-09 … 03-13
 * C 10 d    SS A + 2: 03-04 … 03-17 (03-04, 05, 06, 09 … 13, 16, 17)
 * M 0 d     milestone FS after B (no weight)
 *
 * Leaf working days: A 5 + B 5 + C 10 = 20.
 */
export const PLAN_BODY = {
  planName: '主体结构进度',
  planGroup: '0',
  startDate: '2026-03-02',
  calendar: WEEKENDS_ONLY,
  tasks: [
    task('S', 0, { taskName: '主体', wbs: '1' }),
    task('A', 5, { taskName: '基础浇筑', wbs: '1.1', outlineLevel: 2 }),
    task('B', 5, { taskName: '主体砌筑', wbs: '1.2', outlineLevel: 2 }),
    task('C', 10, { taskName: '钢结构吊装', wbs: '2' }),
    task('M', 0, { taskName: '封顶', wbs: '3', milestone: true }),
  ],
  links: [link('A', 'B', 'FS'), link('A', 'C', 'SS', 2), link('B', 'M', 'FS')],
};

/**
 * An app with project A (keeper: its admin with every permission; viewer: a member who may read
 * 生产进度 and 每日对比 only) and project B (outsider: its admin), and the plan above in A.
 */
export async function productionWorld(name: string) {
  const app = await qualityApp();
  const { ctx } = app;
  const keeper = await userWith(ctx, `${name}keeper`, ALL);
  const viewer = await userWith(ctx, `${name}viewer`, ALL);
  const outsider = await userWith(ctx, `${name}outsider`, ALL);
  const projectA = await projectOf(ctx, `${name}-甲项目`, {
    admins: [keeper],
    members: [viewer],
    memberPerms: [PRODUCTION_PERMS.list, SCHEDULE_COMPARE_PERMS.compare],
  });
  const projectB = await projectOf(ctx, `${name}-乙项目`, { admins: [outsider] });
  const planId = await addPlan(keeper, { projectId: projectA, ...PLAN_BODY });
  const detail = (await ok(keeper.call('GET', `/business/plan/${planId}`))).data as {
    tasks: Array<{ taskId: number; taskName: string; start: string; finish: string }>;
  };
  const id = (name: string) => detail.tasks.find((t) => t.taskName === name)?.taskId as number;
  const tasks = { S: id('主体'), A: id('基础浇筑'), B: id('主体砌筑'), C: id('钢结构吊装'), M: id('封顶') };
  return { app, ctx, keeper, viewer, outsider, projectA, projectB, planId, tasks, detail };
}

/** Writes a project's log of a day with work rows on plan tasks. */
export async function logWork(
  user: User,
  projectId: number,
  logDate: string,
  work: Array<{ planTaskId: number; percent?: number; quantity?: number }>,
) {
  return ok(
    user.call('POST', '/business/schedule/log', {
      projectId,
      logDate,
      weather: '晴',
      work: work.map((row, i) => ({ description: `施工 ${i + 1}`, ...row })),
    }),
  );
}
