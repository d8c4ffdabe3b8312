import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bizProjectRole, bizProjectRoleMenu } from '../../core/project/project-roles.tables.ts';
import { DEFAULT_PROJECT_ROLE_MENUS } from '../../core/project/project-setup.ts';
import { bizProject, bizProjectNews, bizProjectUser } from '../../core/project/projects.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { caller, createProject, projectBody, projectInDb } from './project-test-kit.ts';

const ctx = await createTestApp();
const call = caller(ctx, await login(ctx.app));
afterAll(() => ctx.close());

const projectCount = async () => (await ctx.database.db.select({ n: count() }).from(bizProject))[0]?.n;
const newsOf = (projectId: number) =>
  ctx.database.db.select().from(bizProjectNews).where(eq(bizProjectNews.projectId, projectId));

describe('project create', () => {
  it('creates a project with the creator as project admin, a default role and a news row', async () => {
    const row = await createProject(call, projectBody('智建测试园区', { projectCode: 'T-001', orderNum: 2 }));
    expect(row).toMatchObject({
      parentId: 0,
      ancestors: '0',
      projectName: '智建测试园区',
      extend1: '智建测试园区',
      projectCode: 'T-001',
      status: '1',
      longitude: 121.5,
      startDate: '2024-03-01',
      isPlace: '0',
      createBy: 'admin',
    });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { db } = ctx.database;
    const [member] = await db.select().from(bizProjectUser).where(eq(bizProjectUser.projectId, row.projectId));
    expect(member).toMatchObject({ userId: 1, isAdmin: '1', userType: '0' });
    const [role] = await db.select().from(bizProjectRole).where(eq(bizProjectRole.projectId, row.projectId));
    expect(role).toMatchObject({ roleName: '项目成员', roleKey: 'member', status: '0' });
    expect(member?.roleId).toBe(role?.roleId);
    const menus = await db
      .select({ menuId: bizProjectRoleMenu.menuId })
      .from(bizProjectRoleMenu)
      .where(eq(bizProjectRoleMenu.roleId, role?.roleId ?? 0));
    expect(menus.map((m) => m.menuId).sort((a, b) => a - b)).toEqual(
      [...DEFAULT_PROJECT_ROLE_MENUS].sort((a, b) => a - b),
    );
    expect((await newsOf(row.projectId)).map((n) => [n.newsType, n.title, n.createBy])).toEqual([
      ['create', '创建项目：智建测试园区', 'admin'],
    ]);

    const child = await createProject(call, projectBody('1号楼', { parentId: row.projectId }));
    expect(child).toMatchObject({ parentId: row.projectId, ancestors: `0,${row.projectId}` });
    const grandchild = await createProject(call, projectBody('1号楼地下室', { parentId: child.projectId }));
    expect(grandchild.ancestors).toBe(`0,${row.projectId},${child.projectId}`);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await projectCount();
    const expectRefused = async (body: object, message: string) => {
      const res = await call('POST', '/business/project/create', body);
      expect(codeOf(res), JSON.stringify(body)).toBe(500);
      expect(res.json().msg).toBe(message);
    };
    await expectRefused({ status: '1' }, '参数 projectName 不能为空');
    await expectRefused(projectBody('   '), '参数 projectName 不能为空');
    await expectRefused(projectBody('坐标错', { longitude: 181 }), '参数 longitude 超出长度或范围限制');
    await expectRefused(projectBody('坐标错', { latitude: -91 }), '参数 latitude 长度或数值不足');
    await expectRefused(projectBody('日期错', { startDate: '2024-02-30' }), '参数 startDate 格式不正确');
    await expectRefused(projectBody('日期错', { plannedEndDate: '2024/06/01' }), '参数 plannedEndDate 格式不正确');
    await expectRefused(
      projectBody('日期倒置', { startDate: '2025-01-02', plannedEndDate: '2025-01-01' }),
      '计划竣工日期不能早于开工日期',
    );
    await expectRefused(projectBody('状态错', { status: '9' as '1' }), '参数 status 格式不正确');
    await expectRefused(projectBody('智建测试园区'), "保存项目'智建测试园区'失败，项目名称已存在");
    await expectRefused(projectBody('新名字', { projectCode: 'T-001' }), "保存项目'新名字'失败，项目编码已存在");
    await expectRefused(projectBody('无父项目', { parentId: 999999 }), '项目不存在');
    expect(await projectCount()).toBe(before);
  });

  it('allows the same name under another parent and answers English when asked', async () => {
    const [root] = await ctx.database.db.select().from(bizProject).where(eq(bizProject.projectName, '智建测试园区'));
    await createProject(call, projectBody('1号楼'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/business/project/create',
      headers: { ...(await login(ctx.app)), 'accept-language': 'en' },
      payload: projectBody('1号楼', { parentId: root?.projectId ?? 0 }),
    });
    expect(res.json().msg).toBe("Could not save project '1号楼': the name already exists");
  });
});

describe('project update', () => {
  const find = async (name: string) => {
    const rows = await ctx.database.db.select().from(bizProject).where(eq(bizProject.projectName, name));
    const row = rows[0];
    if (!row) throw new Error(`no project ${name}`);
    return row;
  };

  it('updates fields and records news', async () => {
    const root = await find('智建测试园区');
    const res = await call('PUT', '/business/project/update', {
      ...projectBody('智建测试园区', { projectCode: 'T-001', status: '2', ownerUnit: '上海建设集团' }),
      projectId: root.projectId,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { status: '2', ownerUnit: '上海建设集团' } });
    expect(await projectInDb(ctx, root.projectId)).toMatchObject({ status: '2', updateBy: 'admin' });
    expect((await newsOf(root.projectId)).map((n) => n.newsType)).toContain('update');
  });

  it('refuses itself or a descendant as parent and changes nothing', async () => {
    const root = await find('智建测试园区');
    const basement = await find('1号楼地下室');
    for (const parentId of [root.projectId, basement.projectId]) {
      const res = await call('PUT', '/business/project/update', {
        ...projectBody('智建测试园区', { projectCode: 'T-001', parentId, status: '3' }),
        projectId: root.projectId,
      });
      expect(codeOf(res)).toBe(500);
      expect(res.json().msg).toBe("修改项目'智建测试园区'失败，上级项目不能是自己或下级项目");
    }
    expect(await projectInDb(ctx, root.projectId)).toMatchObject({ parentId: 0, ancestors: '0', status: '2' });
  });

  it('moves a project and rewrites the ancestors below it', async () => {
    const other = await createProject(call, projectBody('二期园区'));
    const basement = await find('1号楼地下室');
    const building = await projectInDb(ctx, basement.parentId);
    if (!building) throw new Error('no building');
    // Another '1号楼' sits at the root: moving there clashes with its name, and nothing moves.
    const clash = await call('PUT', '/business/project/update', {
      ...projectBody('1号楼', { parentId: 0 }),
      projectId: building.projectId,
    });
    expect(clash.json()).toEqual({ code: 500, msg: "保存项目'1号楼'失败，项目名称已存在" });
    expect((await projectInDb(ctx, building.projectId))?.parentId).toBe(building.parentId);

    const res = await call('PUT', '/business/project/update', {
      ...projectBody('1号楼', { parentId: other.projectId }),
      projectId: building.projectId,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { parentId: other.projectId } });
    expect(await projectInDb(ctx, building.projectId)).toMatchObject({ ancestors: `0,${other.projectId}` });
    expect(await projectInDb(ctx, basement.projectId)).toMatchObject({
      ancestors: `0,${other.projectId},${building.projectId}`,
    });
  });
});
