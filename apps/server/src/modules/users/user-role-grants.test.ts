import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysRole, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import { codeOf, plainUsers, scopedUser } from '../../test/helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Issue 12 item 2: handing a user roles through 用户管理 (POST/PUT /system/user roleIds, PUT
 * /system/user/authRole) follows the role editors' rule: a caller who is not the super
 * administrator hands out only roles whose menus and data scope they hold themselves.
 */

const ctx = await createTestApp();
type Headers = { authorization: string };
let editor: { headers: Headers; roleId: number };
let target = 0;
/** A role granting a menu the editor lacks; one with all data; one within what the editor holds. */
let menuWide = 0;
let scopeWide = 0;
let narrow = 0;

const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers: editor.headers, ...(payload ? { payload } : {}) });

async function menuIds(...perms: string[]): Promise<number[]> {
  const rows = await ctx.database.db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms));
  expect(rows).toHaveLength(perms.length);
  return rows.map((r) => r.id);
}

/** Every user row and role holding, to prove a refusal changed nothing. */
async function snapshot() {
  const { db } = ctx.database;
  return {
    users: await db.select().from(sysUser).orderBy(asc(sysUser.userId)),
    holdings: await db.select().from(sysUserRole).orderBy(asc(sysUserRole.userId), asc(sysUserRole.roleId)),
  };
}

async function role(name: string, dataScope: string, menus: number[]): Promise<number> {
  const { db } = ctx.database;
  const [row] = await db.insert(sysRole).values({ roleName: name, roleKey: name, roleSort: 7, dataScope }).returning();
  const roleId = row?.roleId ?? 0;
  if (menus.length) await db.insert(sysRoleMenu).values(menus.map((menuId) => ({ roleId, menuId })));
  return roleId;
}

beforeAll(async () => {
  const held = await menuIds('system:user:list', 'system:user:query', 'system:user:add', 'system:user:edit');
  // A user administrator of 工程管理部 (102), own department only.
  editor = await scopedUser(ctx, { userName: 'ugeditor', deptId: 102, dataScope: '3', menuIds: held });
  const [configList] = await menuIds('system:config:list');
  menuWide = await role('ug-menuwide', '3', [configList ?? 0]);
  scopeWide = await role('ug-scopewide', '1', held.slice(0, 1));
  narrow = await role('ug-narrow', '5', held.slice(0, 1));
  // Each role is held by someone in the editor's department, so all are within their data scope
  // (the older check, role.noAccess, passes): only the new rule can refuse.
  const [holder, other] = await plainUsers(ctx, [
    { userName: 'ugholder', deptId: 102 },
    { userName: 'ugtarget', deptId: 102 },
  ]);
  target = other?.userId ?? 0;
  const { db } = ctx.database;
  await db
    .insert(sysUserRole)
    .values([menuWide, scopeWide, narrow].map((roleId) => ({ userId: holder?.userId ?? 0, roleId })));
});
afterAll(() => ctx.close());

describe('user administrators hand out only roles within what they hold', () => {
  it('refuses adding a user with a role granting a menu the editor lacks; no user is stored', async () => {
    const before = await snapshot();
    const res = await send('POST', '/system/user', {
      userName: 'ugnew',
      nickName: 'ugnew',
      password: 'pass1234',
      deptId: 102,
      roleIds: [menuWide],
    });
    expect(codeOf(res)).toBe(403);
    expect(res.json().msg).toBe('不能授予自己没有的菜单权限');
    expect(await snapshot()).toEqual(before);
    expect(await ctx.database.db.select().from(sysUser).where(eq(sysUser.userName, 'ugnew'))).toEqual([]);
  });

  it('refuses editing a user to hold a role wider than the editor; nothing changes', async () => {
    const before = await snapshot();
    for (const [roleId, text] of [
      [menuWide, '不能授予自己没有的菜单权限'],
      [scopeWide, '不能授予超出自己数据权限的范围'],
    ] as const) {
      const res = await send('PUT', '/system/user', { userId: target, nickName: 'changed', roleIds: [roleId] });
      expect(codeOf(res)).toBe(403);
      expect(res.json().msg).toBe(text);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses authRole with a role wider than the editor; nothing changes', async () => {
    const before = await snapshot();
    for (const roleId of [menuWide, scopeWide]) {
      const res = await send('PUT', `/system/user/authRole?userId=${target}&roleIds=${narrow},${roleId}`);
      expect(codeOf(res)).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('hands out a role within what the editor holds, and keeps a wider one the user already holds', async () => {
    const { db } = ctx.database;
    const holdings = async () =>
      (await db.select().from(sysUserRole).where(eq(sysUserRole.userId, target))).map((r) => r.roleId).sort();
    expect(codeOf(await send('PUT', `/system/user/authRole?userId=${target}&roleIds=${narrow}`))).toBe(200);
    expect(await holdings()).toEqual([narrow]);
    // An administrator gave the user the wide role; the editor may still edit them and keep it.
    await db.insert(sysUserRole).values({ userId: target, roleId: menuWide });
    const keep = await send('PUT', '/system/user', { userId: target, nickName: 'kept', roleIds: [narrow, menuWide] });
    expect(codeOf(keep)).toBe(200);
    expect(await holdings()).toEqual([narrow, menuWide].sort());
    const [row] = await db.select().from(sysUser).where(eq(sysUser.userId, target));
    expect(row?.nickName).toBe('kept');
  });
});
