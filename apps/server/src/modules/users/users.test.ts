import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/identity/users.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: { authorization: string };
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = '----zjtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
});
afterAll(() => ctx.close());

describe('users', () => {
  let userId: number;

  it('creates with roles and posts, unique name/phone/email, and shows the detail as RuoYi', async () => {
    const res = await send('POST', '/system/user', {
      userName: 'zhang3',
      nickName: '张三',
      password: 'zhang123',
      deptId: 103,
      phonenumber: '13800000001',
      email: 'z3@example.com',
      roleIds: [2],
    });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    const list = (await get('/system/user/list?userName=zhang')).json();
    expect(list.total).toBe(1);
    userId = list.rows[0].userId;
    expect(list.rows[0]).toMatchObject({ userName: 'zhang3', dept: { deptId: 103, deptName: '质量安全部' } });
    expect(list.rows[0].password).toBeUndefined();

    for (const [body, text] of [
      [{ userName: 'zhang3' }, '登录账号已存在'],
      [{ userName: 'zhang4', phonenumber: '13800000001' }, '手机号码已存在'],
      [{ userName: 'zhang5', email: 'z3@example.com' }, '邮箱账号已存在'],
    ] as const) {
      const dup = await send('POST', '/system/user', { nickName: 'x', password: 'abcdef1', ...body });
      expect(codeOf(dup)).toBe(500);
      expect(dup.json().msg).toContain(text);
    }

    const detail = (await get(`/system/user/${userId}`)).json();
    expect(detail).toMatchObject({ code: 200, roleIds: [2], postIds: [], data: { userName: 'zhang3' } });
    // 超级管理员, 普通角色, and 审批人 (seeded by the work-orders module).
    expect(detail.roles.map((r: { roleId: number }) => r.roleId)).toEqual([1, 2, 3]);
    expect(Array.isArray(detail.posts)).toBe(true);
    const blank = (await get('/system/user/')).json();
    expect(blank.data).toBeUndefined();
    expect(blank.roles.length).toBeGreaterThan(0);
  });

  it('bad bodies answer 400 naming the field and change nothing', async () => {
    const before = await ctx.database.db.select().from(sysUser);
    const res = await send('POST', '/system/user', { userName: 'li4', nickName: 'Li', password: 'abc' });
    expect(codeOf(res)).toBe(500);
    expect(res.json().msg).toContain('password');
    const res2 = await send('PUT', '/system/user', { userId, nickName: 'x', email: 'not-an-email' });
    expect(res2.json().msg).toContain('email');
    expect(await ctx.database.db.select().from(sysUser)).toEqual(before);
  });

  it('edits with roles replaced, resets the password, changes status, and manages auth roles', async () => {
    expect((await send('PUT', '/system/user', { userId, nickName: '张三丰', roleIds: [] })).json().code).toBe(200);
    expect((await get(`/system/user/${userId}`)).json()).toMatchObject({ roleIds: [], data: { nickName: '张三丰' } });
    expect((await send('PUT', '/system/user/resetPwd', { userId, password: 'newpass1' })).json().code).toBe(200);
    await login(ctx.app, 'zhang3', 'newpass1');
    expect(
      (await send('PUT', `/prod-api/system/user/authRole?userId=${userId}&roleIds=2`.replace('/prod-api', ''))).json()
        .code,
    ).toBe(200);
    const auth = (await get(`/system/user/authRole/${userId}`)).json();
    expect(auth.user.userName).toBe('zhang3');
    expect(auth.roles.find((r: { roleId: number }) => r.roleId === 2).flag).toBe(true);
    expect((await send('PUT', '/system/user/changeStatus', { userId, status: '1' })).json().code).toBe(200);
    const denied = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      payload: { username: 'zhang3', password: 'newpass1' },
    });
    expect(denied.json().code).not.toBe(200);
    await send('PUT', '/system/user/changeStatus', { userId, status: '0' });
  });

  it('refuses to touch user 1 or delete oneself; deletes softly', async () => {
    const me = await login(ctx.app, 'zhang3', 'newpass1');
    expect((await send('DELETE', '/system/user/1')).json().msg).toBe('当前用户不能删除');
    expect((await send('PUT', '/system/user/changeStatus', { userId: 1, status: '1' })).json().msg).toBe(
      '不允许操作超级管理员用户',
    );
    await ctx.database.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userId, userId));
    const [other] = await ctx.database.db
      .insert(sysUser)
      .values({ userName: 'tmp1', nickName: 'tmp', password: 'x' })
      .returning();
    expect((await send('DELETE', `/system/user/${other?.userId}`)).json().code).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.userId, other?.userId ?? 0));
    expect(row?.delFlag).toBe('2');
    expect(codeOf(await get(`/system/user/${other?.userId}`))).toBe(404);
    void me;
  });

  it('profile: the seeded administrator, who has no phone number, saves without one', async () => {
    const adminRow = async () => (await ctx.database.db.select().from(sysUser).where(eq(sysUser.userId, 1)))[0];
    expect((await adminRow())?.phonenumber).toBe('');
    const body = { nickName: '系统管理员', phonenumber: '', email: 'admin@zhijian.local', sex: '0' };
    expect(codeOf(await send('PUT', '/system/user/profile', body))).toBe(200);
    expect(await adminRow()).toMatchObject({ nickName: '系统管理员', phonenumber: '', email: 'admin@zhijian.local' });
    const bad = await send('PUT', '/system/user/profile', { ...body, phonenumber: '12345' });
    expect(codeOf(bad)).toBe(500);
    expect((await adminRow())?.phonenumber).toBe('');
    expect(codeOf(await send('PUT', '/system/user/profile', { ...body, nickName: '管理员' }))).toBe(200);
  });

  it('profile: read, update own fields, change password with checks', async () => {
    const me = await login(ctx.app, 'zhang3', 'newpass1');
    const profile = (await get('/system/user/profile', me)).json();
    expect(profile).toMatchObject({ code: 200, data: { userName: 'zhang3' } });
    expect((await send('PUT', '/system/user/profile', { nickName: '小张', sex: '1' }, me)).json().code).toBe(200);
    expect((await get('/system/user/getInfo', me)).json().user.nickName).toBe('小张');
    const wrong = await send(
      'PUT',
      '/system/user/profile/updatePwd?oldPassword=nope&newPassword=whatever1',
      undefined,
      me,
    );
    expect(wrong.json().msg).toBe('修改密码失败，旧密码错误');
    const same = await send(
      'PUT',
      '/system/user/profile/updatePwd',
      { oldPassword: 'newpass1', newPassword: 'newpass1' },
      me,
    );
    expect(same.json().msg).toBe('新密码不能与旧密码相同');
    const okRes = await send(
      'PUT',
      '/system/user/profile/updatePwd?oldPassword=newpass1&newPassword=final123',
      undefined,
      me,
    );
    expect(okRes.json().code).toBe(200);
    await login(ctx.app, 'zhang3', 'final123');
  });

  it('uploads an avatar image and refuses other files', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = multipart('avatarfile', 'me.png', png, 'image/png');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/profile/avatar',
      headers: { ...admin, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imgUrl).toMatch(/^\/prod-api\/file\//);
    const bad = multipart('avatarfile', 'x.txt', Buffer.from('hello'), 'text/plain');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/profile/avatar',
      headers: { ...admin, ...bad.headers },
      payload: bad.payload,
    });
    expect(codeOf(refused)).toBe(500);
  });

  it('pickers list enabled users filtered by department or role', async () => {
    const byDept = (await get('/system/user/userlist?deptId=103')).json();
    expect(byDept.rows.map((u: { userName: string }) => u.userName)).toEqual(['zhang3']);
    const byRole = (await get('/system/user/allUserTolist?roleId=1')).json();
    expect(byRole.rows.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
    expect((await get('/system/user/projectUserList?pageSize=1')).json().rows).toHaveLength(1);
  });

  it('export, template and import round trip, with failures reported and nothing written', async () => {
    const exported = await send('POST', '/system/user/export', { userName: 'zhang3' });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(2).getCell(3).value).toBe('zhang3');
    // Turn the export into an import of two new users.
    sheet.getRow(2).getCell(3).value = 'wang5';
    sheet.getRow(2).getCell(5).value = 'w5@example.com';
    sheet.getRow(2).getCell(6).value = '13900000005';
    sheet.addRow([null, 104, 'zhao6', '赵六', '', '', '男', '正常']);
    const good = Buffer.from(await wb.xlsx.writeBuffer());

    const bad = new ExcelJS.Workbook();
    bad.addWorksheet('u').addRows([
      ['部门编号', '登录名称', '用户名称', '用户邮箱'],
      [103, 'ok7', 'OK', ''],
      [103, 'x', 'Bad', 'not-mail'],
    ]);
    const badFile = multipart('file', 'u.xlsx', Buffer.from(await bad.xlsx.writeBuffer()), 'application/octet-stream');
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/importData',
      headers: { ...admin, ...badFile.headers },
      payload: badFile.payload,
    });
    expect(codeOf(failed)).toBe(500);
    expect(failed.json().msg).toContain('很抱歉，导入失败！共 1 条数据格式不正确');
    expect((await get('/system/user/list?userName=ok7')).json().total).toBe(0);

    const file = multipart('file', 'users.xlsx', good, 'application/octet-stream');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/importData?updateSupport=false',
      headers: { ...admin, ...file.headers },
      payload: file.payload,
    });
    expect(res.json().msg).toContain('恭喜您，数据已全部导入成功！共 2 条');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/importData',
      headers: { ...admin, ...file.headers },
      payload: file.payload,
    });
    expect(again.json().msg).toContain('账号 wang5 已存在');
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/importData?updateSupport=true',
      headers: { ...admin, ...file.headers },
      payload: file.payload,
    });
    expect(update.json().msg).toContain('账号 zhao6 更新成功');
    await login(ctx.app, 'zhao6', '123456');

    const template = await send('POST', '/system/user/importTemplate');
    expect(template.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
