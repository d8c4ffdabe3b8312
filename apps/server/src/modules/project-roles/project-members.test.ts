import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/identity/users.tables.ts';
import { bizProjectNews, bizProjectUser } from '../../core/project/projects.tables.ts';
import { codeOf, plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import { insertMember, insertProject, insertRole, membership, roleCaller } from './project-roles-test-kit.ts';

const ctx = await createTestApp();
const call = roleCaller(ctx, await login(ctx.app));
let project: number;
let other: number;
let builder: number;
let foreignRole: number;
const users: Record<string, number> = {};
beforeAll(async () => {
  project = await insertProject(ctx, '滨江花园');
  other = await insertProject(ctx, '另一个项目');
  builder = await insertRole(ctx, project, { roleName: '施工员', roleKey: 'builder' });
  foreignRole = await insertRole(ctx, other, { roleName: '外部', roleKey: 'outside' });
  const rows = await plainUsers(
    ctx,
    ['boss', 'anna', 'bob', 'carl', 'gone'].map((userName) => ({ userName, deptId: 103 })),
  );
  for (const r of rows) users[r.userName] = r.userId;
  await ctx.database.db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userName, 'gone'));
  await insertMember(ctx, project, users.boss ?? 0, { isAdmin: true, joined: '2024-01-01T00:00:00Z' });
});
afterAll(() => ctx.close());

const uid = (name: string) => users[name] ?? 0;
const news = (projectId = project) =>
  ctx.database.db
    .select({ newsType: bizProjectNews.newsType, title: bizProjectNews.title, createBy: bizProjectNews.createBy })
    .from(bizProjectNews)
    .where(eq(bizProjectNews.projectId, projectId))
    .orderBy(asc(bizProjectNews.newsId));
const messagesTo = (name: string) =>
  ctx.database.db
    .select()
    .from(sysMessage)
    .where(eq(sysMessage.recipient, uid(name)));
const members = () =>
  ctx.database.db
    .select({ userId: bizProjectUser.userId, isAdmin: bizProjectUser.isAdmin })
    .from(bizProjectUser)
    .where(eq(bizProjectUser.projectId, project));
const add = (extra: object) => call('PUT', '/addUserProjectRole', { projectId: project, ...extra });

describe('project members', () => {
  it('adds users with a role and type; each new member gets a message and a join news row', async () => {
    const res = await add({ userIds: [uid('anna'), uid('bob'), uid('anna')], roleId: builder, userType: '2' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await membership(ctx, project, uid('anna'))).toMatchObject({ roleId: builder, userType: '2', isAdmin: '0' });
    expect(await membership(ctx, project, uid('bob'))).toMatchObject({ roleId: builder, createBy: 'admin' });
    for (const name of ['anna', 'bob']) {
      const [message, ...more] = await messagesTo(name);
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        title: '您已被加入项目「滨江花园」',
        relateTable: 'project',
        relateId: String(project),
        projectId: project,
        status: '0',
        createBy: 'admin',
      });
    }
    expect((await news()).map((n) => n.title).sort()).toEqual(['成员加入：anna', '成员加入：bob']);
    expect((await news())[0]).toMatchObject({ newsType: 'join', createBy: 'admin' });
  });

  it('gives members already in the project the new role and type, without a second message', async () => {
    await add({ userIds: [uid('anna'), uid('carl')], roleId: null, userType: '1' });
    expect(await membership(ctx, project, uid('anna'))).toMatchObject({ roleId: null, userType: '1', isAdmin: '0' });
    expect(await membership(ctx, project, uid('carl'))).toMatchObject({ roleId: null, userType: '1' });
    expect(await messagesTo('anna')).toHaveLength(1);
    expect(await messagesTo('carl')).toHaveLength(1);
    const titles = (await news()).slice(2).map((n) => `${n.newsType} ${n.title}`);
    expect(titles.sort()).toEqual(['join 成员加入：carl', 'role 角色调整：anna → 无角色']);
  });

  it('refuses unknown or deleted users and roles of other projects, changing nothing', async () => {
    const before = { members: await members(), news: (await news()).length };
    const unknown = await add({ userIds: [uid('carl'), 999999] });
    expect(codeOf(unknown)).toBe(500);
    expect(unknown.json().msg).toBe('用户不存在');
    expect((await add({ userIds: [uid('gone')] })).json().msg).toBe('用户不存在');
    const foreign = await add({ userIds: [uid('carl')], roleId: foreignRole });
    expect(foreign.json()).toEqual({ code: 500, msg: '角色不属于该项目' });
    expect(codeOf(await add({ userIds: [] }))).toBe(500);
    expect(codeOf(await add({ userIds: [uid('carl')], userType: '9' }))).toBe(500);
    const missing = await call('PUT', '/addUserProjectRole', { projectId: 999999, userIds: [uid('carl')] });
    expect(codeOf(missing)).toBe(404);
    expect(await members()).toEqual(before.members);
    expect((await news()).length).toBe(before.news);
    expect(await messagesTo('gone')).toEqual([]);
  });

  it('lists members admins first, then by join time, paged and filtered', async () => {
    const page = (await call('GET', `/getProjectUsers/${project}?pageNum=1&pageSize=2`)).json();
    expect(page).toMatchObject({ code: 200, total: 4 });
    expect(page.rows.map((r: { userName: string }) => r.userName)).toEqual(['boss', 'anna']);
    expect(page.rows[0]).toMatchObject({ projectId: project, isAdmin: '1', deptName: '质量安全部', roleName: null });
    expect(page.rows[0].joinTime).toBe('2024-01-01 08:00:00');
    const rest = (await call('GET', `/getProjectUsers/${project}?pageNum=2&pageSize=2`)).json();
    expect(rest.rows.map((r: { userName: string }) => r.userName).sort()).toEqual(['bob', 'carl']);
    const byRole = (await call('GET', `/getProjectUsers/${project}?roleId=${builder}`)).json();
    expect(byRole.rows.map((r: { userName: string }) => r.userName)).toEqual(['bob']);
    expect(byRole.rows[0]).toMatchObject({ roleName: '施工员', userType: '2' });
    const byType = (await call('GET', `/getProjectUsers/${project}?userType=1`)).json();
    expect(byType.total).toBe(2);
    expect((await call('GET', `/getProjectUsers/${project}?userName=ar`)).json().rows[0].userName).toBe('carl');
    expect((await call('GET', `/getProjectUsers/${project}?nickName=ann`)).json().total).toBe(1);
    expect((await call('GET', `/getProjectUsers/${other}`)).json().total).toBe(0);
  });

  it('sets a member’s role (or none) and unit type, recording role news', async () => {
    const set = (userId: number, roleId: number | null) =>
      call('PUT', '/setUserProjectRole', { projectId: project, userId, roleId });
    expect((await set(uid('carl'), builder)).json().code).toBe(200);
    expect(await membership(ctx, project, uid('carl'))).toMatchObject({ roleId: builder });
    expect((await news()).at(-1)).toMatchObject({ newsType: 'role', title: '角色调整：carl → 施工员' });
    expect((await set(uid('carl'), null)).json().code).toBe(200);
    expect(await membership(ctx, project, uid('carl'))).toMatchObject({ roleId: null });
    expect((await set(uid('carl'), foreignRole)).json().msg).toBe('角色不属于该项目');
    expect((await set(uid('gone'), builder)).json().msg).toBe('该用户不是项目成员');

    const type = (userId: number, userType: string) =>
      call('PUT', '/setProjectUserType', { projectId: project, userId, userType });
    expect((await type(uid('carl'), '3')).json().code).toBe(200);
    expect(await membership(ctx, project, uid('carl'))).toMatchObject({ userType: '3' });
    expect(codeOf(await type(uid('carl'), '7'))).toBe(500);
    expect((await type(999999, '1')).json().msg).toBe('该用户不是项目成员');
    expect(await membership(ctx, project, uid('carl'))).toMatchObject({ userType: '3', roleId: null });
  });

  it('promotes and demotes project admins but never the last one', async () => {
    const admin = (userId: number, isAdmin: string) =>
      call('PUT', '/editProjectAdmin', { projectId: project, userId, isAdmin });
    const last = await admin(uid('boss'), '0');
    expect(codeOf(last)).toBe(500);
    expect(last.json().msg).toBe('项目至少需要保留一名项目管理员');
    expect(await membership(ctx, project, uid('boss'))).toMatchObject({ isAdmin: '1' });

    expect((await admin(uid('anna'), '1')).json().code).toBe(200);
    expect(await membership(ctx, project, uid('anna'))).toMatchObject({ isAdmin: '1' });
    expect((await news()).at(-1)).toMatchObject({ newsType: 'role', title: '设为项目管理员：anna' });
    expect((await admin(uid('boss'), '0')).json().code).toBe(200);
    expect(await membership(ctx, project, uid('boss'))).toMatchObject({ isAdmin: '0' });
    expect((await admin(999999, '1')).json().msg).toBe('该用户不是项目成员');
    expect(codeOf(await admin(uid('anna'), '0'))).toBe(500);
  });

  it('removes members with leave news; refuses removing the last admin or non-members', async () => {
    const newsBefore = (await news()).length;
    const lastAdmin = await call('DELETE', `/delProjectUsers/${project}/${uid('anna')},${uid('bob')}`);
    expect(lastAdmin.json()).toEqual({ code: 500, msg: '项目至少需要保留一名项目管理员' });
    expect(await membership(ctx, project, uid('bob'))).toBeDefined();
    const stranger = await call('DELETE', `/delProjectUsers/${project}/${uid('bob')},${uid('gone')}`);
    expect(stranger.json().msg).toBe('该用户不是项目成员');
    expect((await news()).length).toBe(newsBefore);
    expect(codeOf(await call('DELETE', `/delProjectUsers/${project}/x`))).toBe(500);

    expect((await call('DELETE', `/delProjectUsers/${project}/${uid('bob')},${uid('boss')}`)).json().code).toBe(200);
    expect((await members()).map((m) => m.userId).sort()).toEqual([uid('anna'), uid('carl')].sort());
    expect(
      (await news())
        .slice(newsBefore)
        .map((n) => `${n.newsType} ${n.title}`)
        .sort(),
    ).toEqual(['leave 成员退出：bob', 'leave 成员退出：boss']);
    const [left] = await ctx.database.db
      .select()
      .from(bizProjectUser)
      .where(and(eq(bizProjectUser.projectId, project), eq(bizProjectUser.userId, uid('bob'))));
    expect(left).toBeUndefined();
  });
});
