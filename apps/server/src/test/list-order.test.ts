import {
  authUserQuery,
  configQuery,
  definitionQuery,
  dictDataQuery,
  dictTypeQuery,
  logininforQuery,
  modelQuery,
  noticeQuery,
  operLogQuery,
  postQuery,
  projectQuery,
  projectRoleQuery,
  projectUsersQuery,
  roleQuery,
  sysMessageQuery,
  userQuery,
} from '@zj/contract';
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
import { createTestApp, login, messagesOf } from './test-app.ts';

// Every paged RuoYi list sorts by `orderByColumn` / `isAsc` for each column its contract
// whitelists, both ways, with the id breaking ties; any other column is refused. The expected
// order comes from SQL written here against the tables (RuoYi's own `order by column, id`).

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

let project = 0;

interface ListCase {
  name: string;
  url: () => string;
  /** The list's query schema: its whitelist must be exactly the columns below. */
  schema: z.ZodObject;
  /** The row field holding the id. */
  id: string;
  /** FROM … WHERE … of the rows the list shows (the admin sees them all). */
  from: () => string;
  /** The id column, breaking ties. */
  idColumn: string;
  /** Whitelisted name → its column. */
  columns: Record<string, string>;
}

const CASES: ListCase[] = [
  {
    name: 'users',
    url: () => '/system/user/list',
    schema: userQuery,
    id: 'userId',
    from: () => `sys_user t where t.del_flag = '0'`,
    idColumn: 't.user_id',
    columns: {
      userId: 't.user_id',
      userName: 't.user_name',
      nickName: 't.nick_name',
      phonenumber: 't.phonenumber',
      status: 't.status',
      loginDate: 't.login_date',
      createTime: 't.create_time',
    },
  },
  {
    name: 'users without a role',
    url: () => '/system/role/authUser/unallocatedList?roleId=1',
    schema: authUserQuery,
    id: 'userId',
    from: () =>
      `sys_user t where t.del_flag = '0' and t.user_id not in (select user_id from sys_user_role where role_id = 1)`,
    idColumn: 't.user_id',
    columns: {
      userId: 't.user_id',
      userName: 't.user_name',
      nickName: 't.nick_name',
      phonenumber: 't.phonenumber',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'roles',
    url: () => '/system/role/list',
    schema: roleQuery,
    id: 'roleId',
    from: () => `sys_role t where t.del_flag = '0'`,
    idColumn: 't.role_id',
    columns: {
      roleId: 't.role_id',
      roleName: 't.role_name',
      roleKey: 't.role_key',
      roleSort: 't.role_sort',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'posts',
    url: () => '/system/post/list',
    schema: postQuery,
    id: 'postId',
    from: () => 'sys_post t',
    idColumn: 't.post_id',
    columns: {
      postId: 't.post_id',
      postCode: 't.post_code',
      postName: 't.post_name',
      postSort: 't.post_sort',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'dictionary types',
    url: () => '/system/dict/type/list',
    schema: dictTypeQuery,
    id: 'dictId',
    from: () => 'sys_dict_type t',
    idColumn: 't.dict_id',
    columns: {
      dictId: 't.dict_id',
      dictName: 't.dict_name',
      dictType: 't.dict_type',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'dictionary data',
    url: () => '/system/dict/data/list',
    schema: dictDataQuery,
    id: 'dictCode',
    from: () => 'sys_dict_data t',
    idColumn: 't.dict_code',
    columns: {
      dictCode: 't.dict_code',
      dictLabel: 't.dict_label',
      dictValue: 't.dict_value',
      dictSort: 't.dict_sort',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'parameters',
    url: () => '/system/config/list',
    schema: configQuery,
    id: 'configId',
    from: () => 'sys_config t',
    idColumn: 't.config_id',
    columns: {
      configId: 't.config_id',
      configName: 't.config_name',
      configKey: 't.config_key',
      configType: 't.config_type',
      createTime: 't.create_time',
    },
  },
  {
    name: 'notices',
    url: () => '/system/notice/list',
    schema: noticeQuery,
    id: 'noticeId',
    from: () => 'sys_notice t',
    idColumn: 't.notice_id',
    columns: {
      noticeId: 't.notice_id',
      noticeTitle: 't.notice_title',
      noticeType: 't.notice_type',
      status: 't.status',
      createBy: 't.create_by',
      createTime: 't.create_time',
    },
  },
  {
    name: 'operation log',
    url: () => '/system/operlog/list',
    schema: operLogQuery,
    id: 'operId',
    from: () => 'sys_oper_log t',
    idColumn: 't.oper_id',
    columns: {
      operId: 't.oper_id',
      title: 't.title',
      businessType: 't.business_type',
      operName: 't.oper_name',
      status: 't.status',
      operTime: 't.oper_time',
      costTime: 't.cost_time',
    },
  },
  {
    name: 'login log',
    url: () => '/system/logininfor/list',
    schema: logininforQuery,
    id: 'infoId',
    from: () => 'sys_logininfor t',
    idColumn: 't.info_id',
    columns: {
      infoId: 't.info_id',
      userName: 't.user_name',
      ipaddr: 't.ipaddr',
      status: 't.status',
      loginTime: 't.login_time',
      accessTime: 't.login_time',
    },
  },
  {
    name: 'projects',
    url: () => '/business/project/list',
    schema: projectQuery,
    id: 'projectId',
    from: () => `biz_project t where t.del_flag = '0' and t.is_place = '0'`,
    idColumn: 't.project_id',
    columns: {
      projectId: 't.project_id',
      projectName: 't.project_name',
      projectCode: 't.project_code',
      status: 't.status',
      orderNum: 't.order_num',
      createTime: 't.create_time',
    },
  },
  {
    name: 'project roles',
    url: () => `/business/projectRole/list?projectId=${project}`,
    schema: projectRoleQuery,
    id: 'roleId',
    from: () => `biz_project_role t where t.project_id = ${project}`,
    idColumn: 't.role_id',
    columns: {
      roleId: 't.role_id',
      roleName: 't.role_name',
      roleKey: 't.role_key',
      roleSort: 't.role_sort',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'project members',
    url: () => `/business/projectRole/getProjectUsers/${project}`,
    schema: projectUsersQuery,
    id: 'userId',
    from: () =>
      `biz_project_user t join sys_user u on u.user_id = t.user_id where t.project_id = ${project} and u.del_flag = '0'`,
    idColumn: 't.user_id',
    columns: {
      userId: 't.user_id',
      userName: 'u.user_name',
      nickName: 'u.nick_name',
      userType: 't.user_type',
      joinTime: 't.create_time',
    },
  },
  {
    name: 'messages',
    url: () => '/system/message/listSysMessage',
    schema: sysMessageQuery,
    id: 'id',
    from: () => 'sys_message t where t.recipient = 1',
    idColumn: 't.id',
    columns: { id: 't.id', title: 't.title', status: 't.status', createTime: 't.create_time' },
  },
  {
    name: 'process models',
    url: () => '/flowable/flowable/model-list',
    schema: modelQuery,
    id: 'modelId',
    from: () => 'wf_model t',
    idColumn: 't.model_id',
    columns: {
      modelId: 't.model_id',
      modelKey: 't.model_key',
      modelName: 't.model_name',
      createTime: 't.create_time',
      updateTime: 't.update_time',
    },
  },
  {
    name: 'process definitions (all versions)',
    url: () => '/flowable/definition/definition-list?allVersions=true',
    schema: definitionQuery,
    id: 'definitionId',
    from: () => 'wf_definition t',
    idColumn: 't.definition_id',
    columns: {
      definitionId: 't.definition_id',
      definitionKey: 't.definition_key',
      name: 't.name',
      version: 't.version',
      deployTime: 't.deploy_time',
    },
  },
];

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
  project = await insertProject(ctx, '滨江花园');
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
  const rows = rowsOf<{ id: string | number }>(
    await ctx.database.db.execute(
      sql.raw(`select ${c.idColumn} as id from ${c.from()} order by ${column} ${dir}, ${c.idColumn} ${dir}`),
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
