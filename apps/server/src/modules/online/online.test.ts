import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import { codeOf, plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers });

afterAll(() => ctx.close());

describe('online users', () => {
  it('lists live sessions and force logout ends one at once', async () => {
    await plainUsers(ctx, [{ userName: 'online1', deptId: 102 }]);
    const victim = await login(ctx.app, 'online1', 'pass1234');
    expect((await get('/system/user/getInfo', victim)).statusCode).toBe(200);
    const list = (await get('/system/online/list?userName=online1')).json();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ userName: 'online1', ipaddr: '127.0.0.1' });
    expect(list.rows[0].loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const tokenId = list.rows[0].tokenId as string;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/prod-api/system/online/${tokenId}`, headers: admin });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await ctx.database.db.select().from(sysSession).where(eq(sysSession.tokenId, tokenId))).toEqual([]);
    expect(codeOf(await get('/system/user/getInfo', victim))).toBe(401);
    expect((await get('/system/user/getInfo')).statusCode).toBe(200);
  });
});

describe('login log', () => {
  it('lists with filters, unlocks, exports, deletes and cleans', async () => {
    for (let i = 0; i < 5; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/prod-api/auth/login',
        payload: { username: 'online1', password: 'wrong' },
      });
    }
    expect((await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'online1'))).length).toBe(
      1,
    );
    const failed = (await get('/system/logininfor/list?userName=online1&status=1')).json();
    expect(failed.total).toBe(5);
    expect(failed.rows[0]).toMatchObject({ userName: 'online1', status: '1' });
    expect((await get('/system/logininfor/unlock/online1')).json().code).toBe(200);
    expect(await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'online1'))).toEqual([]);
    await login(ctx.app, 'online1', 'pass1234');

    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/logininfor/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=online1',
    });
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const id = failed.rows[0].infoId;
    await ctx.app.inject({ method: 'DELETE', url: `/prod-api/system/logininfor/${id}`, headers: admin });
    expect((await get('/system/logininfor/list?userName=online1&status=1')).json().total).toBe(4);
    await ctx.app.inject({ method: 'DELETE', url: '/prod-api/system/logininfor/clean', headers: admin });
    expect((await get('/system/logininfor/list')).json().total).toBe(0);
    expect(
      (await get('/system/logininfor/list?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).json()
        .total,
    ).toBe(0);
  });
});
