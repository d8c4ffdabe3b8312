import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRoleDept, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { codeOf, plainUsers } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: { authorization: string };
const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: admin });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
});
afterAll(() => ctx.close());

describe('roles', () => {
  let roleId: number;
  let users: Array<{ userId: number }>;

  it('creates with menus, unique name and key, edits replacing menus, never role 1', async () => {
    expect(
      (
        await send('POST', '/system/role', { roleName: '项目经理', roleKey: 'pm', roleSort: 3, menuIds: [100, 1000] })
      ).json().code,
    ).toBe(200);
    const list = (await get('/system/role/list?roleName=项目')).json();
    expect(list.total).toBe(1);
    roleId = list.rows[0].roleId;
    expect(
      (await send('POST', '/system/role', { roleName: '项目经理', roleKey: 'pm2', roleSort: 3 })).json().msg,
    ).toContain('角色名称已存在');
    expect((await send('POST', '/system/role', { roleName: 'x', roleKey: 'pm', roleSort: 3 })).json().msg).toContain(
      '角色权限已存在',
    );
    expect(
      (
        await send('PUT', '/system/role', { roleId, roleName: '项目经理', roleKey: 'pm', roleSort: 4, menuIds: [101] })
      ).json().code,
    ).toBe(200);
    const menus = await ctx.database.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    expect(menus.map((m) => m.menuId)).toEqual([101]);
    expect((await get(`/system/role/${roleId}`)).json().data).toMatchObject({ roleSort: 4, roleKey: 'pm' });
    expect(
      (await send('PUT', '/system/role', { roleId: 1, roleName: 'x', roleKey: 'admin', roleSort: 1 })).json().msg,
    ).toBe('不允许操作超级管理员角色');
    const tree = (await get(`/system/menu/roleMenuTreeselect/${roleId}`)).json();
    expect(tree.checkedKeys).toEqual([101]);
    expect((await get('/system/role/optionselect')).json().data.length).toBeGreaterThan(1);
  });

  it('sets the data scope with departments, and changes status', async () => {
    expect(
      (await send('PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [102, 103] })).json().code,
    ).toBe(200);
    const depts = await ctx.database.db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
    expect(depts.map((d) => d.deptId).sort()).toEqual([102, 103]);
    expect((await get(`/system/dept/roleDeptTreeselect/${roleId}`)).json().checkedKeys.sort()).toEqual([102, 103]);
    expect((await send('PUT', '/system/role/changeStatus', { roleId, status: '1' })).json().code).toBe(200);
    expect((await get(`/system/role/${roleId}`)).json().data.status).toBe('1');
    expect(codeOf(await send('PUT', '/system/role/dataScope', { roleId, dataScope: '9' }))).toBe(500);
  });

  it('allocates and cancels users; refuses deleting a role in use', async () => {
    users = await plainUsers(ctx, [
      { userName: 'ra', deptId: 102 },
      { userName: 'rb', deptId: 103 },
    ]);
    const ids = users.map((u) => u.userId).join(',');
    expect((await send('PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${ids}`)).json().code).toBe(
      200,
    );
    const allocated = (await get(`/system/role/authUser/allocatedList?roleId=${roleId}`)).json();
    expect(allocated.rows.map((u: { userName: string }) => u.userName)).toEqual(['ra', 'rb']);
    const unallocated = (await get(`/system/role/authUser/unallocatedList?roleId=${roleId}&pageSize=100`)).json();
    expect(unallocated.rows.map((u: { userName: string }) => u.userName)).not.toContain('ra');
    expect((await send('DELETE', `/system/role/${roleId}`)).json().msg).toBe('角色已分配,不能删除');
    expect((await send('PUT', '/system/role/authUser/cancel', { roleId, userId: users[0]?.userId })).json().code).toBe(
      200,
    );
    expect(
      (await send('PUT', `/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${users[1]?.userId}`)).json().code,
    ).toBe(200);
    expect((await get(`/system/role/authUser/allocatedList?roleId=${roleId}`)).json().total).toBe(0);
    expect((await send('DELETE', `/system/role/${roleId}`)).json().code).toBe(200);
    expect(codeOf(await get(`/system/role/${roleId}`))).toBe(404);
    const exported = await send('POST', '/system/role/export');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('menus', () => {
  it('lists, trees, creates with checks, and refuses deletes with children or roles', async () => {
    const all = (await get('/system/menu/list')).json().data;
    expect(all.find((m: { menuId: number }) => m.menuId === 1000)).toMatchObject({
      menuType: 'F',
      perms: 'system:user:query',
    });
    const filtered = (await get('/system/menu/list?menuName=用户管理')).json().data;
    expect(filtered.map((m: { menuId: number }) => m.menuId)).toEqual([100]);
    const tree = (await get('/system/menu/treeselect')).json().data;
    expect(tree[0]).toMatchObject({ id: 1, label: '系统管理' });

    expect(
      (
        await send('POST', '/system/menu', {
          menuName: '外链',
          parentId: 1,
          menuType: 'C',
          path: 'example.com',
          isFrame: '0',
        })
      ).json().msg,
    ).toContain('地址必须以http(s)://开头');
    expect(
      (await send('POST', '/system/menu', { menuName: '用户管理', parentId: 1, menuType: 'C', path: 'x' })).json().msg,
    ).toContain('菜单名称已存在');
    expect(
      (
        await send('POST', '/system/menu', {
          menuName: '新目录',
          parentId: 0,
          menuType: 'M',
          path: 'newdir',
          orderNum: 9,
        })
      ).json().code,
    ).toBe(200);
    const dir = (await get('/system/menu/list?menuName=新目录')).json().data[0];
    expect(
      (await send('PUT', '/system/menu', { ...dir, parentId: dir.menuId, isFrame: '1', isCache: '0' })).json().msg,
    ).toContain('上级菜单不能选择自己');
    await send('POST', '/system/menu', { menuName: '子页', parentId: dir.menuId, menuType: 'C', path: 'child' });
    expect((await send('DELETE', `/system/menu/${dir.menuId}`)).json().msg).toBe('存在子菜单,不允许删除');
    expect((await send('DELETE', '/system/menu/1000')).json().code).toBe(200);
    await ctx.database.db.insert(sysRoleMenu).values({ roleId: 2, menuId: 1001 });
    expect((await send('DELETE', '/system/menu/1001')).json().msg).toBe('菜单已分配,不允许删除');
    expect(codeOf(await send('POST', '/system/menu', { menuName: 'x', menuType: 'Z' }))).toBe(500);
  });
});

describe('OpenAPI', () => {
  it('documents the answers of the role and user grant screens', async () => {
    const doc = (await get('/docs/json')).json();
    const answer = (path: string) =>
      doc.paths[`/prod-api${path}`].get.responses['200'].content['application/json'].schema;
    for (const path of ['/system/role/authUser/allocatedList', '/system/role/authUser/unallocatedList']) {
      const rows = answer(path).properties.rows.items;
      expect(rows.required).toEqual(expect.arrayContaining(['userId', 'userName', 'deptName', 'createTime']));
    }
    const authRole = answer('/system/user/authRole/{userId}');
    expect(authRole.required).toEqual(expect.arrayContaining(['user', 'roles']));
    expect(authRole.properties.roles.items.properties.flag.type).toBe('boolean');
  });
});
