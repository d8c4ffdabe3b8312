import { afterAll, describe, expect, it } from 'vitest';
import { codeOf, plainUsers, scopedUser } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';

// Seeded: 100 智建集团 > 101 总部 > {102 工程管理部, 103 质量安全部, 104 技术部}
const ctx = await createTestApp();
const admin = await login(ctx.app);
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

afterAll(() => ctx.close());

describe('departments', () => {
  let site: number;
  let team: number;

  it('creates below an enabled parent with computed ancestors, names unique among siblings', async () => {
    expect((await send('POST', '/system/dept', { parentId: 102, deptName: '一号工地', orderNum: 1 })).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const list = (await get('/system/dept/list?deptName=一号')).json().data;
    expect(list).toHaveLength(1);
    site = list[0].deptId;
    expect(list[0]).toMatchObject({ parentId: 102, ancestors: '0,100,101,102', status: '0' });
    await send('POST', '/system/dept', { parentId: site, deptName: '钢筋班', orderNum: 1 });
    team = (await get('/system/dept/list?deptName=钢筋班')).json().data[0].deptId;

    const dup = await send('POST', '/system/dept', { parentId: 102, deptName: '一号工地' });
    expect(codeOf(dup)).toBe(500);
    expect(dup.json().msg).toBe("保存部门'一号工地'失败，部门名称已存在");
    const bad = await send('POST', '/system/dept', { parentId: 102, deptName: '' });
    expect(codeOf(bad)).toBe(500);
    expect(bad.json().msg).toContain('deptName');
  });

  it('moving a department rewrites the ancestors below it in one go', async () => {
    const res = await send('PUT', '/system/dept', { deptId: site, parentId: 104, deptName: '一号工地', orderNum: 1 });
    expect(res.json().code).toBe(200);
    expect((await get(`/system/dept/${site}`)).json().data.ancestors).toBe('0,100,101,104');
    expect((await get(`/system/dept/${team}`)).json().data.ancestors).toBe(`0,100,101,104,${site}`);
    const self = await send('PUT', '/system/dept', { deptId: site, parentId: team, deptName: '一号工地' });
    expect(codeOf(self)).toBe(500);
    expect(self.json().msg).toContain('上级部门不能是自己');
  });

  it('refuses to disable with enabled children, to add below a disabled parent, to delete with children or users', async () => {
    const disable = await send('PUT', '/system/dept', {
      deptId: site,
      parentId: 104,
      deptName: '一号工地',
      status: '1',
    });
    expect(disable.json().msg).toBe('该部门包含未停用的子部门！');
    await send('PUT', '/system/dept', { deptId: team, parentId: site, deptName: '钢筋班', status: '1' });
    const under = await send('POST', '/system/dept', { parentId: team, deptName: '小组' });
    expect(under.json().msg).toBe('部门停用，不允许新增');
    expect((await send('DELETE', `/system/dept/${site}`)).json().msg).toBe('存在下级部门,不允许删除');
    await plainUsers(ctx, [{ userName: 'teamworker', deptId: team }]);
    expect((await send('DELETE', `/system/dept/${team}`)).json().msg).toBe('部门存在用户,不允许删除');
  });

  it('exclude list, tree select, role dept tree, dept-user tree and base dept', async () => {
    const excl = (await get(`/system/dept/list/exclude/${site}`)).json().data.map((d: { deptId: number }) => d.deptId);
    expect(excl).not.toContain(site);
    expect(excl).not.toContain(team);
    expect(excl).toContain(104);
    const tree = (await get('/system/dept/treeselect')).json().data;
    expect(tree[0]).toMatchObject({ id: 100, label: '智建集团' });
    expect(tree[0].children[0]).toMatchObject({ id: 101, label: '总部' });
    const roleTree = (await get('/system/dept/roleDeptTreeselect/2')).json();
    expect(roleTree).toMatchObject({ code: 200, checkedKeys: [] });
    expect(roleTree.depts[0].id).toBe(100);
    const du = (await get('/system/dept/deptUser')).json().data;
    expect(JSON.stringify(du)).toContain('"label":"管理员","type":"user"');
    const base = (await get('/system/dept/getUserBaseDept')).json().data;
    expect(base.dept.deptId).toBe(101);
    expect(base.baseDept.deptId).toBe(100);
  });
});

describe('data scope', () => {
  // Menus: 103 dept list, 100 user list (page perms), 1000 user query.
  it('4 (own department and below) sees only the subtree in user and dept lists', async () => {
    await plainUsers(ctx, [
      { userName: 'eng1', deptId: 102 },
      { userName: 'qa1', deptId: 103 },
      { userName: 'tech1', deptId: 104 },
    ]);
    const boss = await scopedUser(ctx, {
      userName: 'techboss',
      deptId: 104,
      dataScope: '4',
      menuIds: [100, 103, 1000, 1070],
    });
    const depts = (await get('/system/dept/list', boss.headers)).json().data.map((d: { deptId: number }) => d.deptId);
    expect(depts.sort()).toEqual(expect.arrayContaining([104]));
    expect(depts).not.toContain(102);
    expect(depts).not.toContain(101);
    const users = (await get('/system/user/list?pageSize=100', boss.headers)).json();
    const names = users.rows.map((u: { userName: string }) => u.userName);
    expect(names).toContain('tech1');
    expect(names).toContain('techboss');
    expect(names).not.toContain('eng1');
    expect(names).not.toContain('admin');
    expect(users.total).toBe(names.length);
    const other = await get('/system/dept/102', boss.headers);
    expect(codeOf(other)).toBe(403);
    expect(other.json().msg).toBe('没有权限访问部门数据！');
    const eng1 = (await get('/system/user/list?userName=eng1')).json().rows[0].userId;
    expect((await get(`/system/user/${eng1}`, boss.headers)).json().msg).toBe('没有权限访问用户数据！');
  });

  it('2 (custom) sees the role departments; 3 only its own; 5 only itself', async () => {
    const custom = await scopedUser(ctx, {
      userName: 'custom1',
      deptId: 104,
      dataScope: '2',
      menuIds: [100, 103],
      customDepts: [103],
    });
    const names = (await get('/system/user/list?pageSize=100', custom.headers))
      .json()
      .rows.map((u: { userName: string }) => u.userName);
    expect(names).toEqual(['qa1']);
    const deptIds = (await get('/system/dept/list', custom.headers))
      .json()
      .data.map((d: { deptId: number }) => d.deptId);
    expect(deptIds).toEqual([103]);

    const own = await scopedUser(ctx, { userName: 'own1', deptId: 102, dataScope: '3', menuIds: [100] });
    const ownNames = (await get('/system/user/list?pageSize=100', own.headers))
      .json()
      .rows.map((u: { userName: string }) => u.userName);
    expect(ownNames.sort()).toEqual(['eng1', 'own1']);

    const self = await scopedUser(ctx, { userName: 'self1', deptId: 102, dataScope: '5', menuIds: [100] });
    const selfRows = (await get('/system/user/list?pageSize=100', self.headers)).json();
    expect(selfRows.rows.map((u: { userName: string }) => u.userName)).toEqual(['self1']);
    expect(selfRows.total).toBe(1);
  });

  it('filters the user list by a department subtree', async () => {
    const rows = (await get('/system/user/list?deptId=101&pageSize=100'))
      .json()
      .rows.map((u: { userName: string }) => u.userName);
    expect(rows).toEqual(expect.arrayContaining(['admin', 'eng1', 'qa1', 'tech1', 'teamworker']));
    const only = (await get('/system/user/list?deptId=103&pageSize=100'))
      .json()
      .rows.map((u: { userName: string }) => u.userName);
    expect(only).toEqual(['qa1']);
  });
});
