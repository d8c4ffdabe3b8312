import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { sysOperLog } from './oper-log.tables.ts';
import { maskSecrets, maskUrl, operParam } from './oper-log.ts';
import { requestLogOptions } from './request-log.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

const latest = async () => {
  await ctx.app.operLogFlush();
  const [row] = await ctx.database.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
  return row;
};

describe('operation log', () => {
  it('every mutating API route declares `log` (auth calls excepted)', () => {
    const missing = ctx.app.routeAccess
      .filter((r) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method))
      .filter((r) => !r.url.startsWith('/prod-api/auth/'))
      .filter((r) => !ctx.app.routeLogs.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    // Downloads of an empty template change nothing.
    expect(missing.filter((m) => !m.endsWith('/importTemplate'))).toEqual([]);
  });

  it('masks every password-like key, at any depth', () => {
    expect(maskSecrets({ password: 'x', a: { oldPassword: 'y', list: [{ newPASSWORD: 'z', k: 1 }] } })).toEqual({
      password: '******',
      a: { oldPassword: '******', list: [{ newPASSWORD: '******', k: 1 }] },
    });
    expect(operParam).toBeTypeOf('function');
  });

  it('writes a row for a user creation with the password masked', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user',
      headers: admin,
      payload: { userName: 'oplog1', nickName: 'Op Log', password: 'secret123', deptId: 103 },
    });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    const row = await latest();
    expect(row).toMatchObject({
      title: '用户管理',
      businessType: 1,
      requestMethod: 'POST',
      operName: 'admin',
      deptName: '总部',
      operUrl: '/prod-api/system/user',
      status: 0,
      errorMsg: '',
    });
    expect(row?.operParam).toContain('"password":"******"');
    expect(row?.operParam).not.toContain('secret123');
    expect(JSON.parse(row?.jsonResult ?? '{}')).toEqual({ code: 200, msg: '操作成功' });
  });

  it('records failed calls with status 1 and the error text; resetPwd is masked', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/prod-api/system/user/resetPwd',
      headers: admin,
      payload: { userId: 999999, password: 'another123' },
    });
    expect(codeOf(res)).toBe(404);
    const row = await latest();
    expect(row).toMatchObject({ title: '用户管理', businessType: 2, status: 1, errorMsg: '访问资源不存在' });
    expect(row?.operParam).toBe('{"userId":999999,"password":"******"}');
  });

  it('lists, filters, exports, deletes and cleans', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/operlog/list?pageNum=1&pageSize=10&title=用户&status=1',
      headers: admin,
    });
    const body = list.json();
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({ title: '用户管理', status: 1, operName: 'admin' });
    expect(body.rows[0].operTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const future = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/operlog/list?params%5BbeginTime%5D=2999-01-01',
      headers: admin,
    });
    expect(future.json().total).toBe(0);

    const exported = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/operlog/export', headers: admin });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const id = body.rows[0].operId as number;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/prod-api/system/operlog/${id}`, headers: admin })).json().code,
    ).toBe(200);
    await ctx.app.operLogFlush();
    expect(await ctx.database.db.select().from(sysOperLog).where(eq(sysOperLog.operId, id))).toEqual([]);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/prod-api/system/operlog/clean', headers: admin })).json().code,
    ).toBe(200);
    await ctx.app.operLogFlush();
    // Only the clean call's own row remains.
    const rest = await ctx.database.db.select().from(sysOperLog);
    expect(rest.map((r) => r.businessType)).toEqual([9]);
  });
});

describe('the handling method', () => {
  it('names the route’s tag and its handler or path, never "bound "', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/post',
      headers: admin,
      payload: { postCode: 'oper_m', postName: '方法岗位', postSort: 1, status: '0' },
    });
    expect(res.json().code).toBe(200);
    const row = await latest();
    expect(row?.method).toBe('post.POST /prod-api/system/post');
  });
});

describe('secrets in query strings', () => {
  it('masks password-like query values in the URL', () => {
    expect(maskUrl('/prod-api/system/user/profile/updatePwd?oldPassword=admin123&newPassword=s3cret!&x=1')).toBe(
      '/prod-api/system/user/profile/updatePwd?oldPassword=******&newPassword=******&x=1',
    );
    expect(maskUrl('/prod-api/system/user/list?pageNum=1')).toBe('/prod-api/system/user/list?pageNum=1');
  });

  it('keeps passwords sent in the query out of the operation log and the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({}, { logger: { ...requestLogOptions('info'), stream } });
    try {
      const headers = await login(logged.app);
      const res = await logged.app.inject({
        method: 'PUT',
        url: '/prod-api/system/user/profile/updatePwd?oldPassword=admin123&newPassword=Admin%40456789',
        headers,
      });
      expect(res.json().code).toBe(200);
      await logged.app.operLogFlush();
      const [row] = await logged.database.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
      expect(row?.operUrl).toContain('oldPassword=******');
      const everything = `${JSON.stringify(row)}\n${lines.join('')}`;
      expect(lines.join('')).toContain('updatePwd');
      expect(everything).not.toContain('admin123');
      expect(everything).not.toContain('456789');
    } finally {
      await logged.close();
    }
  });
});
