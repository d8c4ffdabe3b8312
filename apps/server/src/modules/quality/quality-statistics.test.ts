import { formatTime, PERMS, parseZoned } from '@zj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizProblem } from '../problems/problems.tables.ts';
import { data, projectOf, qualityApp, type User, userWith } from './quality-test-kit.ts';

const app = await qualityApp();
const { ctx } = app;
afterAll(() => app.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const todayLabel = formatTime(new Date()).slice(0, 10);
const todayStart = parseZoned(todayLabel);
const at = (ms: number) => new Date(todayStart.getTime() + ms);
const dayOf = (d: Date) => formatTime(d).slice(0, 10);
const yesterday = dayOf(at(-HOUR));

let manager: User; // both dashboards, admin of the project
let qualityOnly: User; // 质量看板 only, admin of the project
let outsider: User;
let project: number;
let other: number;

/** Problem rows with known figures (see the expectations below). */
const safety = [
  { status: 1, hazardType: '高空作业', type: '随机抽查', createTime: at(1000), dueDate: yesterday },
  { status: 1, hazardType: '用电', type: '专项检查', createTime: at(2000) },
  { status: 2, hazardType: '高空作业', type: '随机抽查', createTime: at(-3 * DAY + HOUR) },
  { status: 3, hazardType: '消防', type: '随机抽查', createTime: at(-10 * DAY + HOUR), updateTime: at(500) },
  { status: 3, hazardType: '用水', type: '随机抽查', createTime: at(-40 * DAY), updateTime: at(-40 * DAY + HOUR) },
];

beforeAll(async () => {
  const Q = PERMS.business.qualityCheck.dashboard;
  const S = PERMS.business.safetyCheck.dashboard;
  manager = await userWith(ctx, 'smanager', [Q, S]);
  qualityOnly = await userWith(ctx, 'squality', [Q]);
  outsider = await userWith(ctx, 'soutsider', [Q, S]);
  project = await projectOf(ctx, '统计项目', { admins: [manager, qualityOnly] });
  other = await projectOf(ctx, '别的项目', { admins: [outsider] });
  const base = { level: '一般', name: '问题', creatorId: manager.userId };
  await ctx.database.db
    .insert(bizProblem)
    .values([
      ...safety.map((p) => ({ ...base, ...p, projectId: project, kind: '2' })),
      { ...base, projectId: project, kind: '1', level: '重要', status: 1, createTime: at(3000) },
      { ...base, projectId: project, kind: '1', status: 3, createTime: at(-2 * DAY), updateTime: at(-2 * DAY) },
      { ...base, projectId: other, kind: '2', hazardType: '高空作业', status: 1, createTime: at(1000) },
    ]);
});

const figure = (user: User, path: string) => data(user.call('GET', `/business/quality/${path}`));

describe('statistics', () => {
  it('counts a project’s safety problems by status, with the overdue ones', async () => {
    expect(await figure(manager, `safetyStatusStatistics/${project}/2`)).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        total: 5,
        byStatus: [
          { status: 1, count: 2 },
          { status: 2, count: 1 },
          { status: 3, count: 2 },
        ],
        overdue: 1,
      },
    });
    expect((await figure(manager, `safetyStatusStatistics/${project}/1`)).data.total).toBe(2);
  });

  it('distributes safety problems by hazard type and quality problems by level', async () => {
    expect((await figure(manager, `safetyHazardStatistics/${project}/2`)).data).toEqual([
      { name: '高空作业', count: 2 },
      { name: '用电', count: 1 },
      { name: '用水', count: 1 },
      { name: '消防', count: 1 },
      { name: '文明施工', count: 0 },
    ]);
    expect((await figure(manager, `safetyHazardStatistics/${project}/1`)).data).toEqual([
      { name: '一般', count: 1 },
      { name: '重要', count: 1 },
      { name: '次要', count: 0 },
    ]);
  });

  it("gives today's figures and today's newest problems", async () => {
    const today = (await figure(manager, `todayProblem/${project}/2`)).data;
    expect(today).toMatchObject({ added: 2, completed: 1, open: 3 });
    expect(today.rows.map((r: { type: string; status: number }) => [r.type, r.status])).toEqual([
      ['专项检查', 1],
      ['随机抽查', 1],
    ]);
    expect(today.rows[0].createTime).toBe(formatTime(at(2000)));
  });

  it('counts problems by type, most first', async () => {
    expect((await figure(manager, `problemTypeStatistics/${project}/2`)).data).toEqual([
      { name: '随机抽查', count: 4 },
      { name: '专项检查', count: 1 },
    ]);
  });

  it('draws the trend per day for a week and a month, and per month for a year', async () => {
    const week = (await figure(manager, `problemTrend/${project}/2/week`)).data as Array<{
      date: string;
      added: number;
      completed: number;
    }>;
    expect(week).toHaveLength(7);
    expect(week[6]).toEqual({ date: todayLabel, added: 2, completed: 1 });
    expect(week.find((d) => d.date === dayOf(at(-3 * DAY + HOUR)))).toEqual({
      date: dayOf(at(-3 * DAY + HOUR)),
      added: 1,
      completed: 0,
    });
    expect(week.reduce((n, d) => n + d.added, 0)).toBe(3);

    const month = (await figure(manager, `problemTrend/${project}/2/month`)).data as typeof week;
    expect(month).toHaveLength(30);
    expect(month.reduce((n, d) => n + d.added, 0)).toBe(4);
    expect(month.reduce((n, d) => n + d.completed, 0)).toBe(1);

    const year = (await figure(manager, `problemTrend/${project}/2/year`)).data as typeof week;
    expect(year).toHaveLength(12);
    expect(year[11]?.date).toBe(todayLabel.slice(0, 7));
    const expected = new Map<string, { added: number; completed: number }>();
    for (const p of safety) {
      const a = formatTime(p.createTime).slice(0, 7);
      expected.set(a, { added: (expected.get(a)?.added ?? 0) + 1, completed: expected.get(a)?.completed ?? 0 });
      if (p.status === 3 && p.updateTime) {
        const c = formatTime(p.updateTime).slice(0, 7);
        expected.set(c, { added: expected.get(c)?.added ?? 0, completed: (expected.get(c)?.completed ?? 0) + 1 });
      }
    }
    for (const [date, counts] of expected) expect(year.find((m) => m.date === date)).toEqual({ date, ...counts });
  });

  it('needs the dashboard permission of the kind and membership of the project; bad parameters are refused', async () => {
    expect(await figure(qualityOnly, `safetyStatusStatistics/${project}/1`)).toMatchObject({ code: 200 });
    expect(await figure(qualityOnly, `safetyStatusStatistics/${project}/2`)).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
    expect(await figure(outsider, `safetyStatusStatistics/${project}/2`)).toEqual({
      code: 403,
      msg: '没有权限访问该项目数据！',
    });
    expect(await figure(outsider, `problemTrend/${project}/2/week`)).toEqual({
      code: 403,
      msg: '没有权限访问该项目数据！',
    });
    // The other project's own figures hold only its own problem.
    expect((await figure(outsider, `safetyStatusStatistics/${other}/2`)).data.total).toBe(1);
    expect(await figure(manager, `safetyStatusStatistics/${project}/3`)).toEqual({
      code: 500,
      msg: '参数 kind 格式不正确',
    });
    expect((await figure(manager, `problemTrend/${project}/2/decade`)).code).toBe(500);
  });
});
