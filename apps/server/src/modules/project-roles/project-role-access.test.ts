import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouterItem } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { plainUsers } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { bizProblem } from '../problems/problems.tables.ts';
import { caller, PNG, upload } from '../problems/problems-test-kit.ts';

/**
 * Issue 22, "Access that follows project roles": users holding only the seeded 普通角色, added to a
 * project by the project roles it starts with, work in that project — and nowhere else — without
 * any change of a system role: the inspector reports, the rectifier rectifies and applies, the
 * project's approver rejects and approves, a plain member reads.
 */
type Call = ReturnType<typeof caller>;
type Person = { userId: number; headers: { authorization: string }; call: Call };
let dataDir: string;
let ctx: TestContext;
let admin: Call;
let a: number;
let b: number;
const people: Record<'inspector' | 'rectifier' | 'approver' | 'member' | 'loner', Person> = {} as never;
let photo: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zj-project-role-access-'));
  ctx = await createTestApp({ dataDir });
  admin = caller(ctx, await login(ctx.app));
  const project = async (projectName: string) =>
    ((await admin('POST', '/business/project/create', { projectName })).data as { projectId: number }).projectId;
  a = await project('角色一号楼');
  b = await project('角色二号楼');
  const users = await plainUsers(
    ctx,
    ['inspector', 'rectifier', 'approver', 'member', 'loner'].map((name) => ({ userName: `pr_${name}`, deptId: 103 })),
  );
  // 普通角色 (2) only: what every user gets by default.
  await ctx.database.db.insert(sysUserRole).values(users.map((u) => ({ userId: u.userId, roleId: 2 })));
  for (const user of users) {
    const headers = await login(ctx.app, user.userName, 'pass1234');
    people[user.userName.slice(3) as keyof typeof people] = {
      userId: user.userId,
      headers,
      call: caller(ctx, headers),
    };
  }
  // The admin adds the members by project role only.
  const roles = async (projectId: number) =>
    new Map(
      ((await admin('GET', `/business/projectRole/list?projectId=${projectId}`)).rows as Record<string, unknown>[]).map(
        (r) => [r.roleKey as string, r.roleId as number],
      ),
    );
  const inA = await roles(a);
  const inB = await roles(b);
  const add = async (projectId: number, person: Person, roleId: number | undefined) =>
    expect(
      await admin('PUT', '/business/projectRole/addUserProjectRole', { projectId, userIds: [person.userId], roleId }),
    ).toMatchObject({ code: 200 });
  await add(a, people.inspector, inA.get('inspector'));
  await add(a, people.rectifier, inA.get('rectifier'));
  await add(a, people.approver, inA.get('approver'));
  await add(a, people.member, inA.get('member'));
  // In B the inspector is a plain member.
  await add(b, people.inspector, inB.get('member'));
  photo = (await upload(ctx, people.inspector.headers, 'a.png', PNG)).data?.url ?? '';
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const problemOf = async (id: number) =>
  (await ctx.database.db.select().from(bizProblem).where(eq(bizProblem.problemId, id)))[0];

describe('seeded project roles', () => {
  it('starts every new project with 项目成员, 检查员, 整改人 and 审批人', async () => {
    const rows = (await admin('GET', `/business/projectRole/list?projectId=${a}`)).rows as Record<string, unknown>[];
    expect(rows.map((r) => [r.roleName, r.roleKey])).toEqual([
      ['项目成员', 'member'],
      ['检查员', 'inspector'],
      ['整改人', 'rectifier'],
      ['审批人', 'approver'],
    ]);
  });
});

describe('problem → rectification → approval by project roles only', () => {
  let id: number;

  it('lets the inspector report a quality problem in their project, and not in another', async () => {
    const body = (projectId: number) => ({
      projectId,
      name: '临边防护缺失',
      files: photo,
      implementerIds: [people.rectifier.userId],
    });
    const made = await people.inspector.call('POST', '/business/quality/addQualityProblem', body(a));
    expect(made).toMatchObject({ code: 200 });
    id = made.data as number;
    // B: a member there, without the inspector's role; the loner's project: not a member at all.
    expect(await people.inspector.call('POST', '/business/quality/addQualityProblem', body(b))).toMatchObject({
      code: 403,
    });
    expect((await people.member.call('POST', '/business/quality/addQualityProblem', body(a))).code).toBe(403);
    expect((await people.loner.call('GET', `/business/quality/getQualityProblem/${id}`)).code).toBe(403);
  });

  it('lets a plain member read the problem and its project pages, and nothing more', async () => {
    expect(await people.member.call('GET', `/business/quality/getQualityProblem/${id}`)).toMatchObject({ code: 200 });
    expect((await people.member.call('GET', `/business/quality/listQualityProblem?projectId=${a}&kind=1`)).code).toBe(
      200,
    );
    expect(
      (
        await people.member.call('POST', '/business/quality/addQualityProblemRectification', {
          problemId: id,
          content: '已整改',
          files: photo,
        })
      ).code,
    ).toBe(403);
  });

  it('lets the rectifier rectify and apply, and the project’s approver reject and approve', async () => {
    const rectify = { problemId: id, content: '已加设防护栏', files: photo };
    expect(
      await people.rectifier.call('POST', '/business/quality/addQualityProblemRectification', rectify),
    ).toMatchObject({ code: 200 });
    expect(
      await people.rectifier.call('PUT', '/business/quality/updateProblemStatus', { problemId: id, status: 2 }),
    ).toMatchObject({ code: 200 });
    expect((await problemOf(id))?.status).toBe(2);

    // The project's approver (project role 审批人, no system role 审批人) finds it in 待办任务.
    const todo = await people.approver.call('GET', '/system/order/myTodoList');
    expect(todo.total).toBe(1);
    const task = todo.rows?.[0] as { taskId: number; bizId: string };
    expect(task.bizId).toBe(String(id));
    // Nobody else of the project is offered it.
    expect((await people.member.call('GET', '/system/order/myTodoList')).total).toBe(0);
    expect((await people.inspector.call('GET', '/system/order/myTodoList')).total).toBe(0);

    expect(
      await people.approver.call('POST', '/system/order/taskDeal', {
        taskId: task.taskId,
        approve: 2,
        message: '缺照片',
      }),
    ).toMatchObject({ code: 200 });
    expect(await problemOf(id)).toMatchObject({ status: 1, rejectReason: '缺照片' });

    expect(
      await people.rectifier.call('PUT', '/business/quality/updateProblemStatus', { problemId: id, status: 2 }),
    ).toMatchObject({ code: 200 });
    const again = (await people.approver.call('GET', '/system/order/myTodoList')).rows?.[0] as { taskId: number };
    expect(
      await people.approver.call('POST', '/system/order/taskDeal', { taskId: again.taskId, approve: 1 }),
    ).toMatchObject({ code: 200 });
    expect((await problemOf(id))?.status).toBe(3);
  });
});

describe('the schedule by project roles only (issue 26, migration 0038)', () => {
  it('lets a plain member read plans, logs, measures, production and the comparison, and write none', async () => {
    const planId = (
      await admin('POST', '/business/plan', {
        projectId: a,
        planName: '总进度计划',
        planGroup: '0',
        startDate: '2031-03-03',
        tasks: [{ id: 't1', taskName: '基础施工', outlineLevel: 1, duration: 5, milestone: false }],
        links: [],
      })
    ).data as number;
    const member = people.member.call;
    for (const url of [
      `/business/plan/list?projectId=${a}`,
      `/business/plan/${planId}`,
      `/business/schedule/log/list?projectId=${a}`,
      `/business/measure/list?projectId=${a}`,
      `/business/production/list?planId=${planId}`,
      `/business/schedule/compare/list?planId=${planId}`,
    ])
      expect((await member('GET', url)).code, url).toBe(200);
    const writes: Array<[string, string, object]> = [
      ['POST', '/business/plan', { projectId: a, planName: '月计划', planGroup: '0', startDate: '2031-03-03' }],
      ['POST', '/business/schedule/log', { projectId: a, logDate: '2031-03-03', weather: '晴' }],
      [
        'POST',
        '/business/measure',
        {
          projectId: a,
          title: '交底',
          category: '0',
          content: '交底',
          ownerId: people.member.userId,
          deadline: '2031-04-01',
        },
      ],
    ];
    for (const [method, url, body] of writes)
      expect((await member(method as 'POST', url, body)).code, `${method} ${url}`).toBe(403);
    // Not in a project where they are nobody.
    expect((await people.loner.call('GET', `/business/plan/list?projectId=${a}`)).code).toBe(403);
  });
});

describe('the sidebar of the project group', () => {
  const businessOf = async (person: Person) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/menu/getRouters',
      headers: person.headers,
    });
    return (res.json().data as RouterItem[]).find((r) => r.menuGroup === 'project');
  };

  it('shows a member the project pages their project role grants, and nobody without a project any', async () => {
    const member = (await businessOf(people.member))?.children?.map((c) => c.path) ?? [];
    expect(member).toEqual(
      expect.arrayContaining([
        'problemtracking',
        'quality',
        'safety',
        'safetyReport',
        'member',
        'planmanage',
        'constructionLog',
        'measurePlan',
        'production',
        'dailyCompare',
      ]),
    );
    expect(await businessOf(people.loner)).toBeUndefined();
    // The task pages of 普通角色 stay.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/menu/getRouters',
      headers: people.loner.headers,
    });
    expect((res.json().data as RouterItem[]).map((r) => r.menuGroup)).toContain('task');
  });
});
