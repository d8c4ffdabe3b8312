import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import { codeOf, plainUsers, scopedUser } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: { authorization: string };
let deptAdmin: { headers: { authorization: string }; roleId: number };
const ids: Record<'inScope' | 'outOfScope' | 'unheld', number> = { inScope: 0, outOfScope: 0, unheld: 0 };

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
const names = (rows: Array<{ roleName: string }>) => rows.map((r) => r.roleName).sort();

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
  const { db } = ctx.database;
  const roles = await db
    .insert(sysRole)
    .values([
      // Own department: within what the department administrator below may hand out (issue 12).
      { roleName: 's-in', roleKey: 's_in', roleSort: 5, dataScope: '3' },
      { roleName: 's-out', roleKey: 's_out', roleSort: 5 },
      { roleName: 's-unheld', roleKey: 's_unheld', roleSort: 5 },
    ])
    .returning({ id: sysRole.roleId });
  [ids.inScope, ids.outOfScope, ids.unheld] = roles.map((r) => r.id) as [number, number, number];
  // 工程管理部 (102) holds s-in, 技术部 (104) holds s-out, nobody holds s-unheld.
  const [inside, outside] = await plainUsers(ctx, [
    { userName: 'scope-in', deptId: 102 },
    { userName: 'scope-out', deptId: 104 },
  ]);
  await db.insert(sysUserRole).values([
    { userId: inside?.userId ?? 0, roleId: ids.inScope },
    { userId: outside?.userId ?? 0, roleId: ids.outOfScope },
  ]);
  // An administrator of 工程管理部 only (own department), with the role and user screens.
  deptAdmin = await scopedUser(ctx, {
    userName: 'deptadm',
    deptId: 102,
    dataScope: '3',
    menuIds: [100, 1000, 1001, 101, 1010, 1011, 1012, 1013, 1014],
  });
});
afterAll(() => ctx.close());

describe('role data scope', () => {
  it('the list and its total show only roles held by users in the caller scope', async () => {
    const all = (await get('/system/role/list?roleName=s-')).json();
    expect(names(all.rows)).toEqual(['s-in', 's-out', 's-unheld']);
    const scoped = (await get('/system/role/list?pageSize=100', deptAdmin.headers)).json();
    expect(scoped.code).toBe(200);
    expect(names(scoped.rows)).toEqual(['r-deptadm', 's-in']);
    expect(scoped.total).toBe(2);
    const options = (await get('/system/role/optionselect', deptAdmin.headers)).json().data;
    expect(names(options)).toEqual(['r-deptadm', 's-in']);
  });

  it('the export holds the same roles', async () => {
    const res = await send('POST', '/system/role/export', deptAdmin.headers);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const exported: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) exported.push(String(row.getCell(2).value));
    });
    expect(exported.sort()).toEqual(['r-deptadm', 's-in']);
  });

  it('a role outside the scope is refused by id and stays unchanged', async () => {
    const read = await get(`/system/role/${ids.outOfScope}`, deptAdmin.headers);
    expect(codeOf(read)).toBe(403);
    expect(read.json().msg).toBe('没有权限访问角色数据！');
    expect((await get(`/system/role/${ids.inScope}`, deptAdmin.headers)).json().data.roleName).toBe('s-in');
    const change = await send('PUT', '/system/role/changeStatus', deptAdmin.headers, {
      roleId: ids.unheld,
      status: '1',
    });
    expect(codeOf(change)).toBe(403);
    const [row] = await ctx.database.db.select().from(sysRole).where(eq(sysRole.roleId, ids.unheld));
    expect(row?.status).toBe('0');
  });

  it('user screens offer and accept only roles within the scope', async () => {
    const detail = (await get('/system/user/', deptAdmin.headers)).json();
    expect(names(detail.roles)).toEqual(['r-deptadm', 's-in']);
    const refused = await send('POST', '/system/user', deptAdmin.headers, {
      userName: 'scope-new',
      nickName: 'scope-new',
      password: 'pass1234',
      deptId: 102,
      roleIds: [ids.outOfScope],
    });
    expect(codeOf(refused)).toBe(403);
    expect(refused.json().msg).toBe('没有权限访问角色数据！');
    const created = await ctx.database.db
      .select()
      .from(sysUser)
      .where(inArray(sysUser.userName, ['scope-new']));
    expect(created).toEqual([]);
    const accepted = await send('POST', '/system/user', deptAdmin.headers, {
      userName: 'scope-new',
      nickName: 'scope-new',
      password: 'pass1234',
      deptId: 102,
      roleIds: [ids.inScope],
    });
    expect(accepted.json().code).toBe(200);
  });
});
