import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { insertProject } from '../project-roles/project-roles-test-kit.ts';
import { bizProblem } from './problems.tables.ts';

// The problem lists take RuoYi's `orderByColumn` / `isAsc` as every paged list does (docs/api.md):
// the columns they whitelist sort both ways, any other name is refused, never silently ignored.

let ctx: TestContext;
let admin: { authorization: string };
let project: number;
let ids: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
  project = await insertProject(ctx, '排序项目');
  // Ids ascending, creation times in another order: the two columns sort differently.
  const rows = await ctx.database.db
    .insert(bizProblem)
    .values(
      ['2026-03-02 10:00:00', '2026-03-01 10:00:00', '2026-03-03 10:00:00'].map((time, i) => ({
        projectId: project,
        kind: '0',
        name: `问题${i + 1}`,
        level: '一般',
        creatorId: 1,
        createBy: 'admin',
        createTime: new Date(`${time}+08:00`),
      })),
    )
    .returning({ id: bizProblem.problemId });
  ids = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

const list = async (query: string, url = '/business/problem/list') =>
  (
    await ctx.app.inject({ method: 'GET', url: `/prod-api${url}?projectId=${project}&${query}`, headers: admin })
  ).json();
const order = async (query: string) => ((await list(query)).rows ?? []).map((r: { problemId: number }) => r.problemId);

describe('problem list order', () => {
  it('refuses an unknown orderByColumn with the documented message, on the list and the export', async () => {
    for (const column of ['password', 'name', '1;drop table biz_problem', 'problem_id']) {
      expect(await list(`orderByColumn=${encodeURIComponent(column)}`), column).toEqual({
        code: 500,
        msg: '参数 orderByColumn 格式不正确',
      });
    }
    expect(await list('orderByColumn=password', '/business/quality/listQualityProblem')).toEqual({
      code: 500,
      msg: '参数 orderByColumn 格式不正确',
    });
    expect(await list('orderByColumn=createTime&isAsc=sideways')).toMatchObject({ code: 500 });
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/business/problem/export',
      headers: admin,
      payload: { projectId: project, orderByColumn: 'password' },
    });
    expect(exported.json()).toEqual({ code: 500, msg: '参数 orderByColumn 格式不正确' });
  });

  it('sorts by the whitelisted columns both ways; newest first without one', async () => {
    const [a, b, c] = ids as [number, number, number];
    expect(await order('')).toEqual([c, b, a]);
    expect(await order('orderByColumn=&isAsc=')).toEqual([c, b, a]);
    expect(await order('orderByColumn=problemId&isAsc=ascending')).toEqual([a, b, c]);
    expect(await order('orderByColumn=problemId&isAsc=desc')).toEqual([c, b, a]);
    expect(await order('orderByColumn=createTime&isAsc=ascending')).toEqual([b, a, c]);
    expect(await order('orderByColumn=createTime&isAsc=descending')).toEqual([c, a, b]);
    // RuoYi's default direction is ascending; paging keeps the order
    expect(await order('orderByColumn=createTime')).toEqual([b, a, c]);
    expect(await order('orderByColumn=createTime&pageNum=2&pageSize=2')).toEqual([c]);
    expect((await list('orderByColumn=createTime&pageNum=2&pageSize=2')).total).toBe(3);
  });
});
