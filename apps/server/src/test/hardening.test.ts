import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../core/auth/password.ts';
import { sysMenu } from '../core/identity/menus.tables.ts';
import { sysRole, sysRoleDept, sysRoleMenu } from '../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../core/identity/users.tables.ts';
import { sysNotice } from '../modules/notices/notices.tables.ts';
import { codeOf, plainUsers, scopedUser } from './helpers.ts';
import { createTestApp, login } from './test-app.ts';

/** Issue 12 (hardening): parameters readable by key, role editors' grants, ids, avatar limit. */

const ctx = await createTestApp();
const admin = await login(ctx.app);
type Headers = { authorization: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

/** Menu ids of permission strings (buttons of the seeded menus). */
async function menuIds(...perms: string[]): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(inArray(sysMenu.perms, perms));
  expect(rows).toHaveLength(perms.length);
  return rows.map((r) => r.menuId);
}

afterAll(() => ctx.close());

describe('parameters by key', () => {
  let noRole: Headers;
  beforeAll(async () => {
    await ctx.database.db
      .insert(sysUser)
      .values({ userName: 'norole', nickName: 'No role', deptId: 102, password: await hashPassword('pass1234') });
    noRole = await login(ctx.app, 'norole', 'pass1234');
  });
  const value = (key: string, headers: Headers) => call('GET', `/system/config/configKey/${key}`, headers);

  it('answers the parameters public for clients to any logged-in user', async () => {
    for (const key of [
      'sys.account.captchaEnabled',
      'sys.account.registerUser',
      'sys.map.tileUrl',
      'sys.index.skinName',
      'sys.index.sideTheme',
    ]) {
      const res = await value(key, noRole);
      expect(codeOf(res), key).toBe(200);
    }
    expect((await value('sys.index.sideTheme', noRole)).json()).toEqual({
      code: 200,
      msg: 'theme-dark',
      data: 'theme-dark',
    });
  });

  it('refuses other parameters (and unknown keys) without system:config:query', async () => {
    const res = await value('sys.user.initPassword', noRole);
    expect(codeOf(res)).toBe(403);
    expect(res.body).not.toContain('123456');
    expect(codeOf(await value('none.such', noRole))).toBe(403);
  });

  it('answers them with system:config:query, and the initial password to who adds users', async () => {
    const reader = await scopedUser(ctx, {
      userName: 'cfgreader',
      deptId: 102,
      dataScope: '1',
      menuIds: await menuIds('system:config:query'),
    });
    expect((await value('sys.user.initPassword', reader.headers)).json()).toMatchObject({ code: 200, data: '123456' });
    expect((await value('none.such', reader.headers)).json()).toMatchObject({ code: 200, data: '' });
    // The user form of the web suggests the initial password to who may add users.
    const adder = await scopedUser(ctx, {
      userName: 'useradder',
      deptId: 102,
      dataScope: '1',
      menuIds: await menuIds('system:user:add'),
    });
    expect((await value('sys.user.initPassword', adder.headers)).json()).toMatchObject({ code: 200, data: '123456' });
    expect(codeOf(await value('sys.account.chrtype', adder.headers))).toBe(403);
  });
});

describe('role editors grant no more than they hold', () => {
  let editor: { headers: Headers; roleId: number; userId: number };
  let target: number;
  let held: number[];

  /** Every role row, menu grant and department grant, to prove a refusal changed nothing. */
  async function snapshot() {
    const { db } = ctx.database;
    return {
      roles: await db.select().from(sysRole).orderBy(asc(sysRole.roleId)),
      menus: await db.select().from(sysRoleMenu).orderBy(asc(sysRoleMenu.roleId), asc(sysRoleMenu.menuId)),
      depts: await db.select().from(sysRoleDept).orderBy(asc(sysRoleDept.roleId), asc(sysRoleDept.deptId)),
    };
  }

  beforeAll(async () => {
    held = await menuIds(
      'system:role:list',
      'system:role:query',
      'system:role:add',
      'system:role:edit',
      'system:user:list',
    );
    // A role editor of 工程管理部 (102), own department only.
    editor = await scopedUser(ctx, { userName: 'roleeditor', deptId: 102, dataScope: '3', menuIds: held });
    // A role held by a user of the same department (so within the editor's scope).
    const { db } = ctx.database;
    const [role] = await db
      .insert(sysRole)
      .values({ roleName: 'target', roleKey: 'target', roleSort: 5, dataScope: '5' })
      .returning();
    target = role?.roleId ?? 0;
    const [holder] = await plainUsers(ctx, [{ userName: 'targetholder', deptId: 102 }]);
    await db.insert(sysUserRole).values({ userId: holder?.userId ?? 0, roleId: target });
  });

  const body = (roleId: number, menuIdList: number[], name = 'target') => ({
    roleId,
    roleName: name,
    roleKey: name,
    roleSort: 5,
    menuIds: menuIdList,
  });

  it('refuses to edit a role the editor holds, and to widen it', async () => {
    const before = await snapshot();
    const all = (await ctx.database.db.select({ id: sysMenu.menuId }).from(sysMenu)).map((m) => m.id);
    const own = await call('PUT', '/system/role', editor.headers, body(editor.roleId, all, 'r-roleeditor'));
    expect(codeOf(own)).toBe(403);
    expect(own.json().msg).toBe('不能修改自己所属的角色');
    const scope = await call('PUT', '/system/role/dataScope', editor.headers, {
      roleId: editor.roleId,
      dataScope: '1',
    });
    expect(codeOf(scope)).toBe(403);
    const status = await call('PUT', '/system/role/changeStatus', editor.headers, {
      roleId: editor.roleId,
      status: '1',
    });
    expect(codeOf(status)).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses menus the editor does not hold, on edit and on create', async () => {
    const before = await snapshot();
    const [configPage] = await menuIds('system:config:list');
    const edit = await call('PUT', '/system/role', editor.headers, body(target, [...held, configPage ?? 0]));
    expect(codeOf(edit)).toBe(403);
    expect(edit.json().msg).toBe('不能授予自己没有的菜单权限');
    const create = await call('POST', '/system/role', editor.headers, body(0, [configPage ?? 0], 'sneaky'));
    expect(codeOf(create)).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a data scope wider than the editor’s own', async () => {
    const before = await snapshot();
    for (const wider of [
      { dataScope: '1' },
      { dataScope: '4' },
      { dataScope: '2', deptIds: [102, 104] },
      { dataScope: '2', deptIds: [100] },
    ]) {
      const res = await call('PUT', '/system/role/dataScope', editor.headers, { roleId: target, ...wider });
      expect(codeOf(res), JSON.stringify(wider)).toBe(403);
      expect(res.json().msg).toBe('不能授予超出自己数据权限的范围');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the editor grant what they hold, and create roles no wider than their own scope', async () => {
    const edit = await call('PUT', '/system/role', editor.headers, body(target, held.slice(0, 2)));
    expect(codeOf(edit)).toBe(200);
    const own = await call('PUT', '/system/role/dataScope', editor.headers, { roleId: target, dataScope: '3' });
    expect(codeOf(own)).toBe(200);
    const custom = await call('PUT', '/system/role/dataScope', editor.headers, {
      roleId: target,
      dataScope: '2',
      deptIds: [102],
    });
    expect(codeOf(custom)).toBe(200);
    const { db } = ctx.database;
    expect((await db.select().from(sysRole).where(eq(sysRole.roleId, target)))[0]?.dataScope).toBe('2');
    const menus = await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, target));
    expect(menus.map((m) => m.menuId).sort()).toEqual(held.slice(0, 2).sort());
    const create = await call('POST', '/system/role', editor.headers, body(0, held.slice(0, 1), 'narrow'));
    expect(codeOf(create)).toBe(200);
    const [created] = await db.select().from(sysRole).where(eq(sysRole.roleKey, 'narrow'));
    expect(created?.dataScope).toBe('3');
  });

  it('refuses handing users a role that grants more than the editor holds', async () => {
    const { db } = ctx.database;
    const [wide] = await db
      .insert(sysRole)
      .values({ roleName: 'wide', roleKey: 'wide', roleSort: 5, dataScope: '3' })
      .returning();
    const wideId = wide?.roleId ?? 0;
    const [configPage] = await menuIds('system:config:list');
    await db.insert(sysRoleMenu).values({ roleId: wideId, menuId: configPage ?? 0 });
    const [holder] = await plainUsers(ctx, [{ userName: 'wideholder', deptId: 102 }]);
    await db.insert(sysUserRole).values({ userId: holder?.userId ?? 0, roleId: wideId });
    const before = await snapshot();
    const users = await db.select().from(sysUserRole).orderBy(asc(sysUserRole.userId), asc(sysUserRole.roleId));
    const self = await call(
      'PUT',
      `/system/role/authUser/selectAll?roleId=${wideId}&userIds=${editor.userId}`,
      editor.headers,
    );
    expect(codeOf(self)).toBe(403);
    expect(self.json().msg).toBe('不能授予自己没有的菜单权限');
    expect(await snapshot()).toEqual(before);
    expect(await db.select().from(sysUserRole).orderBy(asc(sysUserRole.userId), asc(sysUserRole.roleId))).toEqual(
      users,
    );
    // A role within what the editor holds may be handed out.
    const narrow = await call(
      'PUT',
      `/system/role/authUser/selectAll?roleId=${target}&userIds=${holder?.userId}`,
      editor.headers,
    );
    expect(codeOf(narrow)).toBe(200);
  });

  it('the super administrator still grants anything', async () => {
    const all = (await ctx.database.db.select({ id: sysMenu.menuId }).from(sysMenu)).map((m) => m.id);
    expect(codeOf(await call('PUT', '/system/role', admin, body(editor.roleId, all, 'r-roleeditor')))).toBe(200);
    expect(codeOf(await call('PUT', '/system/role/dataScope', admin, { roleId: editor.roleId, dataScope: '1' }))).toBe(
      200,
    );
  });
});

describe('ids and limits', () => {
  it('refuses a boolean as a body id and changes nothing', async () => {
    const { db } = ctx.database;
    await db.insert(sysNotice).values({ noticeTitle: '原标题', noticeType: '1', noticeContent: '<p>x</p>' });
    const before = await db.select().from(sysNotice).orderBy(asc(sysNotice.noticeId));
    for (const noticeId of [true, false, '1x', 1.5, '', null]) {
      const res = await call('PUT', '/system/notice', admin, {
        noticeId,
        noticeTitle: '被改了',
        noticeType: '1',
        noticeContent: 'x',
      });
      expect(codeOf(res), JSON.stringify(noticeId)).toBe(500);
      expect(res.json().msg).toContain('noticeId');
    }
    for (const [url, payload] of [
      ['/system/config', { configId: true, configName: 'n', configKey: 'k', configValue: 'v' }],
      ['/system/post', { postId: true, postCode: 'c', postName: 'n', postSort: 1, status: '0' }],
    ] as const) {
      const res = await call('PUT', url, admin, payload);
      expect(codeOf(res), url).toBe(500);
    }
    expect(await db.select().from(sysNotice).orderBy(asc(sysNotice.noticeId))).toEqual(before);
    // A numeric string is still an id (RuoYi's clients send both).
    const ok = await call('PUT', '/system/notice', admin, { ...before[0], noticeId: String(before[0]?.noticeId) });
    expect(codeOf(ok)).toBe(200);
  });

  it('the avatar refusal names the avatar’s real size limit', async () => {
    const boundary = 'avatarboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatarfile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const payload = Buffer.concat([
      Buffer.from(head),
      png,
      Buffer.alloc(5 * 1024 * 1024 + 10, 0),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/profile/avatar',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.json().msg).toBe('上传图片大小不能超过 5 MB!');
  });
});
