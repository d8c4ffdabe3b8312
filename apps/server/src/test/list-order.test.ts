import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rowsOf } from '../core/db/rows.ts';
import { sysOperLog } from '../core/http/oper-log.tables.ts';
import { sysLogininfor } from '../modules/logininfor/logininfor.tables.ts';
import { sysNotice } from '../modules/notices/notices.tables.ts';
import { insertMember, insertProject, insertRole } from '../modules/project-roles/project-roles-test-kit.ts';
import { wfDefinition, wfModel } from '../modules/workflow/workflow.tables.ts';
import { codeOf, plainUsers } from './helpers.ts';
import { CASES, columnOf, type ListCase, scope } from './list-order-cases.ts';
import { createTestApp, login, messagesOf } from './test-app.ts';

// Every paged RuoYi list sorts by `orderByColumn` / `isAsc` for each column its contract
// whitelists, both ways, with the id breaking ties; any other column is refused. The expected
// order comes from SQL written here against the tables (RuoYi's own `order by column, id`).

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

beforeAll(async () => {
  const { db } = ctx.database;
  // Values that differ from the id order, with ties and nulls.
  const users = await plainUsers(ctx, [
    { userName: 'zeta', deptId: 103 },
    { userName: 'alpha', deptId: 105 },
    { userName: 'mike', deptId: 103 },
  ]);
  await db.execute(sql`update sys_user set login_date = now() - interval '1 day' where user_name = 'mike'`);
  await db.execute(sql`update sys_user set status = '1', phonenumber = '13900000000' where user_name = 'zeta'`);
  await db.insert(sysOperLog).values([
    { title: '用户管理', businessType: 2, operName: 'zed', status: 1, costTime: 30 },
    { title: '角色管理', businessType: 1, operName: 'amy', status: 0, costTime: 5, operTime: new Date('2024-05-01') },
    { title: '岗位管理', businessType: 3, operName: 'amy', status: 0, costTime: 12, operTime: new Date('2030-01-01') },
  ]);
  await db.insert(sysLogininfor).values([
    { userName: 'zed', ipaddr: '10.0.0.9', status: '1', loginTime: new Date('2024-05-01') },
    { userName: 'amy', ipaddr: '10.0.0.1', status: '0', loginTime: new Date('2030-01-01') },
  ]);
  await db.insert(sysNotice).values([
    { noticeTitle: '停水通知', noticeType: '1', status: '0', createBy: 'zed' },
    { noticeTitle: '安全检查', noticeType: '2', status: '1', createBy: 'amy' },
    { noticeTitle: '节日放假', noticeType: '1', status: '0', createBy: 'amy', createTime: new Date('2024-01-01') },
  ]);
  scope.project = await insertProject(ctx, '滨江花园');
  const project = scope.project;
  const second = await insertProject(ctx, '奥体中心');
  await db.execute(sql`update biz_project set order_num = 5, project_code = 'b-1' where project_id = ${project}`);
  await db.execute(sql`update biz_project set project_code = 'a-2', status = '1' where project_id = ${second}`);
  await insertProject(ctx, '临江大桥');
  const builder = await insertRole(ctx, project, { roleName: '施工员', roleKey: 'builder' });
  await insertRole(ctx, project, { roleName: '安全员', roleKey: 'safety', status: '1' });
  await insertRole(ctx, project, { roleName: '资料员', roleKey: 'archive' });
  const [zeta, alpha, mike] = users.map((u) => u.userId);
  await insertMember(ctx, project, zeta ?? 0, { isAdmin: true, joined: '2024-03-01T00:00:00Z' });
  await insertMember(ctx, project, alpha ?? 0, { roleId: builder, userType: '1', joined: '2024-01-01T00:00:00Z' });
  await insertMember(ctx, project, mike ?? 0, { userType: '2', joined: '2024-02-01T00:00:00Z' });
  await messagesOf(ctx.app).send([
    { recipient: 1, title: 'b 第二条' },
    { recipient: 1, title: 'a 第一条' },
    { recipient: 1, title: 'c 第三条' },
  ]);
  await db.execute(sql`update sys_message set status = '1' where title = 'a 第一条'`);
  await db.insert(wfModel).values([
    { modelKey: 'zeta', modelName: '审批', xml: '<x/>', updateTime: new Date('2024-05-01') },
    { modelKey: 'alpha', modelName: '计划', xml: '<x/>', createTime: new Date('2024-01-01') },
    { modelKey: 'mike', modelName: '审批', xml: '<x/>' },
  ]);
  const deployment = (n: number) => `00000000-0000-0000-0000-00000000000${n}`;
  await db.insert(wfDefinition).values([
    { definitionKey: 'zeta', name: '审批', version: 1, deploymentId: deployment(1), xml: '<x/>', latest: false },
    { definitionKey: 'alpha', name: '计划', version: 1, deploymentId: deployment(2), xml: '<x/>' },
    {
      definitionKey: 'zeta',
      name: '审批',
      version: 2,
      deploymentId: deployment(3),
      xml: '<x/>',
      deployTime: new Date('2024-01-01'),
    },
  ]);
});

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: admin });
  return res;
};
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** The ids in RuoYi's order: the column, then the id, both in the same direction. */
async function expectedIds(c: ListCase, column: string, dir: 'asc' | 'desc'): Promise<number[]> {
  const idColumn = columnOf(c.id);
  const rows = rowsOf<{ id: string | number }>(
    await ctx.database.db.execute(
      sql.raw(`select ${idColumn} as id from ${c.from()} order by ${column} ${dir}, ${idColumn} ${dir}`),
    ),
  );
  return rows.map((r) => Number(r.id));
}

/** The whitelist of a list's query schema (`orderByColumn`'s enum, less the empty value). */
function whitelistOf(schema: z.ZodObject): string[] {
  const field = schema.shape.orderByColumn as unknown as { in: { unwrap: () => { options: string[] } } };
  return field.in
    .unwrap()
    .options.filter((o) => o !== '')
    .sort();
}

describe.each(CASES)('the $name list', (c) => {
  it('whitelists exactly the columns tested here', () => {
    expect(whitelistOf(c.schema)).toEqual(Object.keys(c.columns).sort());
  });

  it.each(Object.keys(c.columns))('sorts by %s both ways, the id breaking ties', async (name) => {
    const column = c.columns[name] ?? '';
    for (const [isAsc, dir] of [
      ['ascending', 'asc'],
      ['descending', 'desc'],
      ['asc', 'asc'],
      ['desc', 'desc'],
    ] as const) {
      const res = (await get(withQuery(c.url(), `pageSize=100&orderByColumn=${name}&isAsc=${isAsc}`))).json();
      expect(res.code, JSON.stringify(res)).toBe(200);
      const expected = await expectedIds(c, column, dir);
      expect(expected.length).toBeGreaterThan(1);
      expect(
        res.rows.map((r: Record<string, number>) => r[c.id]),
        `${name} ${isAsc}`,
      ).toEqual(expected);
      // Paging follows the same order.
      const page = (await get(withQuery(c.url(), `pageNum=2&pageSize=1&orderByColumn=${name}&isAsc=${isAsc}`))).json();
      expect(page.rows.map((r: Record<string, number>) => r[c.id])).toEqual(expected.slice(1, 2));
    }
    // Without a direction the column sorts ascending, as RuoYi's PageDomain does.
    const plain = (await get(withQuery(c.url(), `pageSize=100&orderByColumn=${name}`))).json();
    expect(plain.rows.map((r: Record<string, number>) => r[c.id])).toEqual(await expectedIds(c, column, 'asc'));
  });

  it('refuses a column it does not whitelist, and a direction it does not know', async () => {
    const before = (await get(withQuery(c.url(), 'pageSize=100'))).json();
    expect(before.code).toBe(200);
    for (const query of [
      'orderByColumn=password',
      `orderByColumn=${encodeURIComponent('1;drop table sys_user')}`,
      `orderByColumn=${encodeURIComponent('create_time desc, (select 1)')}`,
      'orderByColumn=delFlag',
    ]) {
      const res = await get(withQuery(c.url(), query));
      expect(codeOf(res), query).toBe(500);
      expect(res.json().msg).toBe('参数 orderByColumn 格式不正确');
    }
    const badDirection = await get(withQuery(c.url(), `orderByColumn=${Object.keys(c.columns)[0]}&isAsc=sideways`));
    expect(codeOf(badDirection)).toBe(500);
    expect(badDirection.json().msg).toBe('参数 isAsc 格式不正确');
    // Empty values are the list's own order, and nothing was touched.
    const empty = (await get(withQuery(c.url(), 'pageSize=100&orderByColumn=&isAsc='))).json();
    expect(empty.rows).toEqual(before.rows);
    const [users] = rowsOf<{ n: string }>(await ctx.database.db.execute(sql`select count(*) as n from sys_user`));
    expect(Number(users?.n)).toBeGreaterThan(3);
  });
});

it('answers in English for an English caller', async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/prod-api/system/user/list?orderByColumn=password',
    headers: { ...admin, 'accept-language': 'en' },
  });
  expect(res.json().msg).toBe('Parameter orderByColumn is not valid');
});
