import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizProjectRole, bizProjectRoleMenu } from '../../core/project/project-roles.tables.ts';
import { codeOf, plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import {
  type Call,
  insertMember,
  insertProject,
  insertRole,
  memberManager,
  membership,
  roleCaller,
} from './project-roles-test-kit.ts';

const ctx = await createTestApp();
let project: number;
let viewerRole: number;
let newcomer: number;
const as: Record<'admin' | 'padmin' | 'viewer' | 'idle' | 'outsider', Call> = {} as never;
const ids: Record<string, number> = {};
beforeAll(async () => {
  project = await insertProject(ctx, '权限项目');
  // Reads roles and members; 210 (技术管理, still a planned page) is disabled and grants nothing.
  viewerRole = await insertRole(ctx, project, {
    roleName: '查看',
    roleKey: 'viewer',
    menuIds: [2, 233, 520, 521, 210],
  });
  const idleRole = await insertRole(ctx, project, {
    roleName: '停用',
    roleKey: 'idle',
    menuIds: [520, 1130],
    status: '1',
  });
  as.admin = roleCaller(ctx, await login(ctx.app));
  for (const [name, opts] of [
    ['padmin', { isAdmin: true }],
    ['viewer', { roleId: viewerRole }],
    ['idle', { roleId: idleRole }],
    ['outsider', null],
  ] as const) {
    const user = await memberManager(ctx, name);
    ids[name] = user.userId;
    as[name] = roleCaller(ctx, user.headers);
    if (opts) await insertMember(ctx, project, user.userId, opts);
  }
  newcomer = (await plainUsers(ctx, [{ userName: 'newcomer', deptId: 103 }]))[0]?.userId ?? 0;
});
afterAll(() => ctx.close());

const permissionsOf = async (caller: Call, userId: number) =>
  (await caller('GET', `/getUserProjectPermission/${userId}`)).json();

describe('project permissions', () => {
  it('maps projects to permissions: admin, the role’s enabled menus, nothing for a disabled role', async () => {
    expect(await permissionsOf(as.padmin, ids.padmin ?? 0)).toEqual({
      code: 200,
      msg: '操作成功',
      data: { [project]: ['admin'] },
    });
    const viewer = await permissionsOf(as.viewer, ids.viewer ?? 0);
    expect(viewer.data[project].sort()).toEqual(['business:projectRole:list', 'business:projectUser:list']);
    expect((await permissionsOf(as.idle, ids.idle ?? 0)).data).toEqual({ [project]: [] });
    expect((await permissionsOf(as.outsider, ids.outsider ?? 0)).data).toEqual({});
  });

  it('lets only system admins read someone else’s map', async () => {
    const refused = await as.viewer('GET', `/getUserProjectPermission/${ids.padmin}`);
    expect(codeOf(refused)).toBe(403);
    expect(refused.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await permissionsOf(as.admin, ids.viewer ?? 0)).data[project]).toHaveLength(2);
  });

  it('checks the project role’s permission: a member lacking projectUser:add is refused, an admin passes', async () => {
    const body = { projectId: project, userIds: [newcomer] };
    const refused = await as.viewer('PUT', '/addUserProjectRole', body);
    expect(codeOf(refused)).toBe(403);
    expect(refused.json().msg).toBe('当前操作没有权限');
    expect(codeOf(await as.idle('PUT', '/addUserProjectRole', body))).toBe(403);
    const stranger = await as.outsider('PUT', '/addUserProjectRole', body);
    expect(stranger.json()).toEqual({ code: 403, msg: '没有权限访问该项目数据！' });
    expect(await membership(ctx, project, newcomer)).toBeUndefined();

    // What the viewer's role grants, they may do.
    expect((await as.viewer('GET', `/list?projectId=${project}`)).json().total).toBe(2);
    expect((await as.viewer('GET', `/getProjectUsers/${project}`)).json().total).toBe(3);
    expect(codeOf(await as.viewer('GET', `/${viewerRole}`))).toBe(403);
    expect(codeOf(await as.outsider('GET', `/list?projectId=${project}`))).toBe(403);

    expect((await as.padmin('PUT', '/addUserProjectRole', body)).json().code).toBe(200);
    expect(await membership(ctx, project, newcomer)).toMatchObject({ isAdmin: '0', createBy: 'padmin' });
  });

  it('takes project role changes into account at once', async () => {
    const body = { projectId: project, userIds: [newcomer], userType: '4' };
    await ctx.database.db.insert(bizProjectRoleMenu).values({ roleId: viewerRole, menuId: 1130 });
    expect((await as.viewer('PUT', '/addUserProjectRole', body)).json().code).toBe(200);
    expect(await membership(ctx, project, newcomer)).toMatchObject({ userType: '4' });

    await ctx.database.db.update(bizProjectRole).set({ status: '1' }).where(eq(bizProjectRole.roleId, viewerRole));
    expect(codeOf(await as.viewer('PUT', '/addUserProjectRole', body))).toBe(403);
    expect((await permissionsOf(as.viewer, ids.viewer ?? 0)).data).toEqual({ [project]: [] });
  });
});
