import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysRole, sysRoleDept } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import { codeOf, plainUsers, scopedUser } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';

/**
 * Issue 12 item 14 (user parts): calls of RuoYi-Cloud's admin client — the department tree of the
 * user screen, a role's department tree, who changed a user last, the list by role, and the
 * login log's `accessTime`.
 */

const ctx = await createTestApp();
const admin = await login(ctx.app);
type Headers = { authorization: string };
let scoped: Headers;
let noPermission: Headers;

const get = (url: string, headers: Headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers });

async function menuIds(...perms: string[]): Promise<number[]> {
  const rows = await ctx.database.db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms));
  expect(rows).toHaveLength(perms.length);
  return rows.map((r) => r.id);
}

/** Every node id of a tree, depth first. */
const idsOf = (nodes: Array<{ id: number; children?: unknown[] }>): number[] =>
  nodes.flatMap((n) => [n.id, ...idsOf((n.children ?? []) as Array<{ id: number; children?: unknown[] }>)]);

beforeAll(async () => {
  // A user administrator of 工程管理部 (102) only, who may also read roles.
  scoped = (
    await scopedUser(ctx, {
      userName: 'rcscoped',
      deptId: 102,
      dataScope: '3',
      menuIds: await menuIds('system:user:list', 'system:role:query'),
    })
  ).headers;
  await plainUsers(ctx, [{ userName: 'rcnoperm', deptId: 102 }]);
  noPermission = await login(ctx.app, 'rcnoperm', 'pass1234');
});
afterAll(() => ctx.close());

describe('GET /system/user/deptTree', () => {
  it('answers an administrator the whole tree as {id, label, children}', async () => {
    const res = await get('/system/user/deptTree');
    const body = res.json();
    expect(body).toMatchObject({ code: 200, data: [{ id: 100, label: '智建集团' }] });
    expect(body.data[0].children[0]).toMatchObject({ id: 101, label: '总部' });
    expect(idsOf(body.data)).toEqual(expect.arrayContaining([100, 101, 102, 103, 104]));
  });

  it('answers a department-scoped caller their department only, and refuses a caller without system:user:list', async () => {
    const body = (await get('/system/user/deptTree', scoped)).json();
    expect(body.data).toEqual([{ id: 102, label: '工程管理部' }]);
    expect(idsOf(body.data)).not.toContain(103);
    const refused = await get('/system/user/deptTree', noPermission);
    expect(codeOf(refused)).toBe(403);
    expect(refused.body).not.toContain('智建集团');
  });
});

describe('GET /system/role/deptTree/{roleId}', () => {
  let custom = 0;
  beforeAll(async () => {
    const { db } = ctx.database;
    const [role] = await db
      .insert(sysRole)
      .values({ roleName: 'rc-custom', roleKey: 'rc_custom', roleSort: 8, dataScope: '2' })
      .returning();
    custom = role?.roleId ?? 0;
    await db.insert(sysRoleDept).values([
      { roleId: custom, deptId: 103 },
      { roleId: custom, deptId: 104 },
    ]);
  });

  it('answers {code, msg, depts, checkedKeys} as RuoYi', async () => {
    const body = (await get(`/system/role/deptTree/${custom}`)).json();
    expect(Object.keys(body).sort()).toEqual(['checkedKeys', 'code', 'depts', 'msg']);
    expect(body.code).toBe(200);
    expect(body.checkedKeys.sort()).toEqual([103, 104]);
    expect(body.depts[0]).toMatchObject({ id: 100, label: '智建集团' });
  });

  it('refuses without system:role:query, a role outside the caller scope, and an unknown role', async () => {
    expect(codeOf(await get(`/system/role/deptTree/${custom}`, noPermission))).toBe(403);
    // Nobody in 工程管理部 holds rc-custom: outside the scoped caller's data scope.
    const outside = await get(`/system/role/deptTree/${custom}`, scoped);
    expect(codeOf(outside)).toBe(403);
    expect(outside.body).not.toContain('checkedKeys');
    expect(codeOf(await get('/system/role/deptTree/999999'))).toBe(404);
  });
});

describe('user rows', () => {
  it('carry updateBy and updateTime, set by every change', async () => {
    const [user] = await plainUsers(ctx, [{ userName: 'rcchanged', deptId: 103 }]);
    const userId = user?.userId ?? 0;
    const before = (await get('/system/user/list?userName=rcchanged')).json().rows[0];
    expect(before).toMatchObject({ updateBy: '', updateTime: null });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/prod-api/system/user',
      headers: admin,
      payload: { userId, nickName: 'changed' },
    });
    expect(codeOf(res)).toBe(200);
    const [row] = await ctx.database.db.select().from(sysUser).where(eq(sysUser.userId, userId));
    expect(row?.updateBy).toBe('admin');
    expect(row?.updateTime).toBeInstanceOf(Date);
    const listed = (await get('/system/user/list?userName=rcchanged')).json().rows[0];
    expect(listed.updateBy).toBe('admin');
    expect(listed.updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const detail = (await get(`/system/user/${userId}`)).json().data;
    expect(detail).toMatchObject({ updateBy: 'admin', updateTime: listed.updateTime });
    // Handing roles is a change of the user too.
    await ctx.database.db.update(sysUser).set({ updateBy: '' }).where(eq(sysUser.userId, userId));
    const grant = await ctx.app.inject({
      method: 'PUT',
      url: `/prod-api/system/user/authRole?userId=${userId}&roleIds=2`,
      headers: admin,
    });
    expect(codeOf(grant)).toBe(200);
    const [granted] = await ctx.database.db.select().from(sysUser).where(eq(sysUser.userId, userId));
    expect(granted?.updateBy).toBe('admin');
  });
});

describe('GET /system/user/list?roleId=', () => {
  it('answers only the holders of the role', async () => {
    const { db } = ctx.database;
    const [role] = await db
      .insert(sysRole)
      .values({ roleName: 'rc-held', roleKey: 'rc_held', roleSort: 8 })
      .returning();
    const roleId = role?.roleId ?? 0;
    const [holder, other] = await plainUsers(ctx, [
      { userName: 'rcholder', deptId: 103 },
      { userName: 'rcother', deptId: 103 },
    ]);
    await db.insert(sysUserRole).values({ userId: holder?.userId ?? 0, roleId });
    const body = (await get(`/system/user/list?roleId=${roleId}`)).json();
    expect(body.total).toBe(1);
    expect(body.rows.map((r: { userName: string }) => r.userName)).toEqual(['rcholder']);
    const names = (await get(`/system/user/list?roleId=${roleId}&userName=rc`)).json().rows;
    expect(names.map((r: { userId: number }) => r.userId)).not.toContain(other?.userId);
    // The export filters the same way.
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `roleId=${roleId}`,
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) cells.push(...(row.values as unknown[]).map(String));
    });
    expect(cells).toContain('rcholder');
    expect(cells).not.toContain('rcother');
  });
});

describe('login log rows', () => {
  it('carry accessTime (RuoYi) beside loginTime', async () => {
    await login(ctx.app, 'rcnoperm', 'pass1234');
    const body = (await get('/system/logininfor/list?userName=rcnoperm&pageSize=5')).json();
    expect(body.rows.length).toBeGreaterThan(0);
    for (const row of body.rows) {
      expect(row.accessTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(row.accessTime).toBe(row.loginTime);
    }
  });
});
