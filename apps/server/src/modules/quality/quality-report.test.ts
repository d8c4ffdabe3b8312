import { PERMS } from '@zj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizProblem } from '../problems/problems.tables.ts';
import { bizQualityInspection } from './quality.tables.ts';
import { data, projectOf, qualityApp, type User, userWith } from './quality-test-kit.ts';

const app = await qualityApp();
const { ctx } = app;
afterAll(() => app.close());

/** An instant given as wall-clock time in the display zone (Asia/Shanghai, +08:00). */
const shanghai = (local: string) => new Date(`${local}+08:00`);

let reporter: User; // 质量报告 in the project (its admin)
let outsider: User; // 质量报告, but a member of another project only
let viewer: User; // a member of the project without 质量报告
let project: number;
let other: number;

beforeAll(async () => {
  const R = PERMS.business.qualityCheck.report;
  reporter = await userWith(ctx, 'rreporter', [R]);
  outsider = await userWith(ctx, 'routsider', [R]);
  viewer = await userWith(ctx, 'rviewer', [PERMS.business.qualityCheck.list]);
  project = await projectOf(ctx, '报告项目', { admins: [reporter, viewer] });
  other = await projectOf(ctx, '别的项目', { admins: [outsider] });
  const base = {
    projectId: project,
    kind: '1',
    name: '问题',
    level: '一般',
    creatorId: reporter.userId,
    createBy: 'rreporter',
  };
  await ctx.database.db.insert(bizProblem).values([
    // March 2026 in Shanghai: the first minute after midnight on the 1st, the last minute of the 31st.
    {
      ...base,
      name: '三月第一条',
      level: '重要',
      type: '专项检查',
      status: 1,
      createTime: shanghai('2026-03-01T00:00:30'),
      dueDate: '2026-03-10',
    },
    {
      ...base,
      name: '三月完成',
      status: 3,
      createTime: shanghai('2026-03-05T09:00:00'),
      updateTime: shanghai('2026-03-20T09:00:00'),
    },
    { ...base, name: '三月最后', status: 2, createTime: shanghai('2026-03-31T23:59:00') },
    // Outside March, another kind, another project: not among the month's problems.
    {
      ...base,
      name: '二月',
      status: 3,
      createTime: shanghai('2026-02-28T23:59:00'),
      updateTime: shanghai('2026-03-02T08:00:00'),
    },
    { ...base, name: '四月', status: 1, createTime: shanghai('2026-04-01T00:00:00') },
    { ...base, name: '安全', kind: '2', hazardType: '用电', status: 1, createTime: shanghai('2026-03-10T10:00:00') },
    { ...base, name: '别处', projectId: other, status: 1, createTime: shanghai('2026-03-10T10:00:00') },
  ]);
  const lot = { projectId: project, branchId: 1, itemizeId: 1, lotName: '一层', inspector: '张工' };
  await ctx.database.db.insert(bizQualityInspection).values([
    { ...lot, inspectDate: '2026-03-01', result: '0' },
    { ...lot, inspectDate: '2026-03-31', result: '1' },
    { ...lot, inspectDate: '2026-03-15', result: '0' },
    { ...lot, inspectDate: '2026-04-01', result: '0' },
    { ...lot, projectId: other, inspectDate: '2026-03-15', result: '1' },
  ]);
});

const report = (user: User, projectId: number, month: string) =>
  data(user.call('GET', `/business/quality/qualityReport/${projectId}?month=${month}`));

describe('质量报告', () => {
  it('sums up a project’s month: inspections, problems found, completed and open, and lists them', async () => {
    const res = await report(reporter, project, '2026-03');
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      month: '2026-03',
      inspections: { total: 3, passed: 2, failed: 1 },
      // Completed in March: 三月完成 and 二月 (changed on 2 March). Open now: 三月第一条, 三月最后, 四月 (overdue: the first).
      problems: { added: 3, completed: 2, open: 3, overdue: 1 },
      byLevel: [
        { name: '一般', count: 2 },
        { name: '重要', count: 1 },
        { name: '次要', count: 0 },
      ],
      byType: [
        { name: '随机抽查', count: 2 },
        { name: '专项检查', count: 1 },
      ],
      rows: [
        expect.objectContaining({
          name: '三月第一条',
          level: '重要',
          status: 1,
          createTime: '2026-03-01 00:00:30',
          dueDate: '2026-03-10',
        }),
        expect.objectContaining({ name: '三月完成', status: 3, createBy: 'rreporter', rectificationCount: 0 }),
        expect.objectContaining({ name: '三月最后', status: 2, createTime: '2026-03-31 23:59:00', dueDate: null }),
      ],
    });
    const empty = await report(reporter, project, '2025-12');
    expect(empty.data).toMatchObject({ inspections: { total: 0 }, problems: { added: 0, completed: 0 }, rows: [] });
    // February: its last minute counts there, not in March.
    expect((await report(reporter, project, '2026-02')).data).toMatchObject({ problems: { added: 1 } });
  });

  it('needs 质量报告 in the project and a month as YYYY-MM', async () => {
    expect((await report(outsider, project, '2026-03')).code).toBe(403);
    expect((await report(viewer, project, '2026-03')).code).toBe(403);
    expect((await report(outsider, other, '2026-03')).data).toMatchObject({
      inspections: { total: 1 },
      rows: [expect.objectContaining({ name: '别处' })],
    });
    for (const month of ['2026-13', '2026-3', 'march', '']) {
      const bad = await report(reporter, project, month);
      expect(bad.code).toBe(500);
      expect(bad.msg).toContain('month');
    }
  });
});
