import type { TreeSelect } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizProjectRole, bizProjectRoleMenu } from '../../core/project/project-roles.tables.ts';
import { codeOf, plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { insertMember, insertProject, insertRole, roleCaller } from './project-roles-test-kit.ts';

const ctx = await createTestApp();
const call = roleCaller(ctx, await login(ctx.app));
let projectA: number;
let projectB: number;
beforeAll(async () => {
  projectA = await insertProject(ctx, '甲项目');
  projectB = await insertProject(ctx, '乙项目');
});
afterAll(() => ctx.close());

const roleRow = async (roleId: number) =>
  (await ctx.database.db.select().from(bizProjectRole).where(eq(bizProjectRole.roleId, roleId)))[0];
const roleMenus = async (roleId: number) =>
  (await ctx.database.db.select().from(bizProjectRoleMenu).where(eq(bizProjectRoleMenu.roleId, roleId)))
    .map((r) => r.menuId)
    .sort((a, b) => a - b);
const rolesOf = async (projectId: number) =>
  ctx.database.db.select().from(bizProjectRole).where(eq(bizProjectRole.projectId, projectId));
const ids = (nodes: TreeSelect[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
const body = (extra: object = {}) => ({
  projectId: projectA,
  roleName: '施工员',
  roleKey: 'builder',
  roleSort: 2,
  remark: '现场',
  menuIds: [2, 233, 520, 1120],
  ...extra,
});

describe('project roles', () => {
  it('creates a role with its menus; names and keys are unique within the project only', async () => {
    expect((await call('POST', '', body())).json()).toEqual({ code: 200, msg: '操作成功' });
    const [role] = await rolesOf(projectA);
    expect(role).toMatchObject({ roleName: '施工员', roleKey: 'builder', roleSort: 2, status: '0', createBy: 'admin' });
    expect(await roleMenus(role?.roleId ?? 0)).toEqual([2, 233, 520, 1120]);

    const dupName = await call('POST', '', body({ roleKey: 'other' }));
    expect(codeOf(dupName)).toBe(500);
    expect(dupName.json().msg).toBe("保存项目角色'施工员'失败，角色名称已存在");
    const dupKey = await call('POST', '', body({ roleName: '施工员2' }));
    expect(dupKey.json().msg).toBe("保存项目角色'施工员2'失败，角色权限已存在");
    expect(await rolesOf(projectA)).toHaveLength(1);

    // The same name in another project is another role.
    expect((await call('POST', '', body({ projectId: projectB }))).json().code).toBe(200);
    expect(await rolesOf(projectB)).toHaveLength(1);
  });

  it('refuses menus outside the project group, unknown projects and bad bodies, changing nothing', async () => {
    const system = await call('POST', '', body({ roleName: '越权', roleKey: 'x', menuIds: [2, 100] }));
    expect(codeOf(system)).toBe(500);
    expect(system.json().msg).toBe('参数 menuIds 格式不正确');
    // A seeded page of the project group that is still disabled grants nothing either.
    const disabled = await call('POST', '', body({ roleName: '越权', roleKey: 'x', menuIds: [210] }));
    expect(codeOf(disabled)).toBe(500);
    const unknown = await call('POST', '', body({ projectId: 999999, roleName: 'x', roleKey: 'x' }));
    expect(codeOf(unknown)).toBe(404);
    expect(unknown.json().msg).toBe('项目不存在');
    expect(codeOf(await call('POST', '', body({ roleName: '' })))).toBe(500);
    expect(await rolesOf(projectA)).toHaveLength(1);
    expect(await rolesOf(999999)).toHaveLength(0);
  });

  it('lists a project’s roles paged by sort order with their member counts, filtered', async () => {
    const first = await insertRole(ctx, projectA, { roleName: '质检员', roleKey: 'qa' });
    await ctx.database.db.update(bizProjectRole).set({ roleSort: 1 }).where(eq(bizProjectRole.roleId, first));
    await insertRole(ctx, projectA, { roleName: '安全员', roleKey: 'safety', status: '1' });
    const [user] = await plainUsers(ctx, [{ userName: 'counted', deptId: 103 }]);
    await insertMember(ctx, projectA, user?.userId ?? 0, { roleId: first });

    const page = (await call('GET', `/list?projectId=${projectA}&pageNum=1&pageSize=2`)).json();
    expect(page).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    expect(page.rows.map((r: { roleName: string }) => r.roleName)).toEqual(['安全员', '质检员']);
    expect(page.rows[1]).toMatchObject({ projectId: projectA, roleKey: 'qa', userCount: 1 });
    expect(page.rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = (await call('GET', `/list?projectId=${projectA}&pageNum=2&pageSize=2`)).json();
    expect(second.rows.map((r: { roleName: string }) => r.roleName)).toEqual(['施工员']);
    const filtered = (await call('GET', `/list?projectId=${projectA}&roleName=${encodeURIComponent('检')}`)).json();
    expect(filtered.rows.map((r: { roleKey: string }) => r.roleKey)).toEqual(['qa']);
    expect((await call('GET', `/list?projectId=${projectA}&status=1`)).json().total).toBe(1);
    expect((await call('GET', `/list?projectId=${projectB}`)).json().total).toBe(1);
    expect(codeOf(await call('GET', '/list'))).toBe(500);
  });

  it('reads a role with its menus and the project menu tree', async () => {
    const [role] = (await rolesOf(projectA)).filter((r) => r.roleKey === 'builder');
    const roleId = role?.roleId ?? 0;
    const got = (await call('GET', `/${roleId}`)).json();
    expect(got).toMatchObject({ code: 200, data: { roleId, roleName: '施工员', remark: '现场', userCount: 0 } });
    expect(got.data.menuIds).toEqual([2, 233, 520, 1120]);
    expect(codeOf(await call('GET', '/999999'))).toBe(404);

    const fresh = (await call('GET', '/roleMenuTreeselect/0')).json();
    expect(fresh).toMatchObject({ code: 200, msg: '操作成功', checkedKeys: [] });
    expect(fresh.menus).toHaveLength(1);
    expect(fresh.menus[0]).toMatchObject({ id: 2, label: '项目' });
    const all = ids(fresh.menus);
    expect(all).toEqual(expect.arrayContaining([1110, 1114, 233, 520, 1120, 1123, 521, 1132, 522, 236]));
    // Only enabled menus of the group: no disabled page, nothing of system management.
    expect(all).not.toContain(210);
    expect(all).not.toContain(100);
    expect(all).not.toContain(111);
    const tree = (await call('GET', `/roleMenuTreeselect/${roleId}`)).json();
    expect(tree.checkedKeys).toEqual([2, 233, 520, 1120]);
    expect(codeOf(await call('GET', '/roleMenuTreeselect/999999'))).toBe(404);
  });

  it('updates a role and replaces its menus; refuses a role of another project and duplicates', async () => {
    const [role] = (await rolesOf(projectA)).filter((r) => r.roleKey === 'builder');
    const roleId = role?.roleId ?? 0;
    const update = body({ roleId, roleName: '施工员甲', status: '1', menuIds: [2, 1110], remark: null });
    expect((await call('PUT', '', update)).json().code).toBe(200);
    expect(await roleRow(roleId)).toMatchObject({ roleName: '施工员甲', status: '1', remark: null, updateBy: 'admin' });
    expect(await roleMenus(roleId)).toEqual([2, 1110]);

    const other = await call('PUT', '', { ...update, projectId: projectB, roleName: '改名' });
    expect(codeOf(other)).toBe(500);
    expect(other.json().msg).toBe('角色不属于该项目');
    const dup = await call('PUT', '', { ...update, roleName: '质检员' });
    expect(dup.json().msg).toBe("保存项目角色'质检员'失败，角色名称已存在");
    const badMenu = await call('PUT', '', { ...update, menuIds: [1] });
    expect(codeOf(badMenu)).toBe(500);
    expect(await roleRow(roleId)).toMatchObject({ roleName: '施工员甲' });
    expect(await roleMenus(roleId)).toEqual([2, 1110]);
    expect(codeOf(await call('PUT', '', { ...update, roleId: 999999 }))).toBe(404);
  });

  it('deletes a role no member holds, with its menus; refuses one in use', async () => {
    const [qa] = (await rolesOf(projectA)).filter((r) => r.roleKey === 'qa');
    const inUse = await call('DELETE', `/${qa?.roleId}`);
    expect(codeOf(inUse)).toBe(500);
    expect(inUse.json().msg).toBe('项目角色已分配,不能删除');
    expect(await roleRow(qa?.roleId ?? 0)).toBeDefined();

    const [builder] = (await rolesOf(projectA)).filter((r) => r.roleKey === 'builder');
    const roleId = builder?.roleId ?? 0;
    expect((await call('DELETE', `/${roleId}`)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await roleRow(roleId)).toBeUndefined();
    expect(await roleMenus(roleId)).toEqual([]);
    expect(codeOf(await call('DELETE', `/${roleId}`))).toBe(404);
  });
});
