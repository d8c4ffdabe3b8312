import { desc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysLogininfor } from '../logininfor/logininfor.tables.ts';
import { AuthRepository } from './auth.repository.ts';
import { addUser, getInfo, type Headers, tryLogin } from './auth-test-kit.ts';

/**
 * Issue 12 and issue 22 item 6 (hardening): the login lock under concurrency and per user name and
 * address, sessions, the lock screen.
 */

describe('login lock and sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ sessionMaxPerUser: 3 });
  });
  afterAll(() => ctx.close());

  it('counts 50 simultaneous wrong passwords atomically and refuses the right one while locked', async () => {
    await addUser(ctx, 'racer');
    const answers = await Promise.all(Array.from({ length: 50 }, () => tryLogin(ctx, 'racer', 'wrong-pass')));
    expect(answers.every((res) => codeOf(res) === 500)).toBe(true);
    const [lock] = await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'racer'));
    expect(lock?.failCount).toBeLessThanOrEqual(5 + 2);
    expect(lock?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    const right = await tryLogin(ctx, 'racer', 'pass1234');
    expect(codeOf(right)).toBe(500);
    expect(right.json().msg).toContain('锁定');
  });

  it('forgets wrong passwords older than the lock window', async () => {
    await addUser(ctx, 'forgetful');
    await ctx.database.db.insert(sysLoginLock).values({
      userName: 'forgetful',
      ipaddr: '127.0.0.1',
      failCount: 4,
      lastFailTime: new Date(Date.now() - 11 * 60_000),
    });
    expect(codeOf(await tryLogin(ctx, 'forgetful', 'wrong-pass'))).toBe(500);
    const [lock] = await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'forgetful'));
    expect(lock?.failCount).toBe(1);
    expect(lock?.lockedUntil ?? null).toBeNull();
    expect(codeOf(await tryLogin(ctx, 'forgetful', 'pass1234'))).toBe(200);
  });

  it('ends the other sessions when the password is changed, and keeps the current one', async () => {
    await addUser(ctx, 'changer');
    const a = await login(ctx.app, 'changer', 'pass1234');
    const b = await login(ctx.app, 'changer', 'pass1234');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/prod-api/system/user/profile/updatePwd',
      headers: a,
      payload: { oldPassword: 'pass1234', newPassword: 'pass5678' },
    });
    expect(codeOf(res)).toBe(200);
    expect(codeOf(await getInfo(ctx, a))).toBe(200);
    expect(codeOf(await getInfo(ctx, b))).toBe(401);
  });

  it('ends every session of a user whose password is reset, who is disabled or deleted', async () => {
    const admin = await login(ctx.app);
    const calls: Array<[string, (userId: number) => InjectOptions]> = [
      [
        'reset1',
        (userId) => ({ method: 'PUT', url: '/system/user/resetPwd', payload: { userId, password: 'newpass1' } }),
      ],
      ['status1', (userId) => ({ method: 'PUT', url: '/system/user/changeStatus', payload: { userId, status: '1' } })],
      ['delete1', (userId) => ({ method: 'DELETE', url: `/system/user/${userId}` })],
    ];
    for (const [name, call] of calls) {
      const userId = await addUser(ctx, name);
      const session = await login(ctx.app, name, 'pass1234');
      const c = call(userId);
      const res = await ctx.app.inject({ ...c, url: `/prod-api${c.url}`, headers: admin });
      expect(codeOf(res), name).toBe(200);
      const left = await ctx.database.db.select().from(sysSession).where(eq(sysSession.userId, userId));
      expect(left, name).toHaveLength(0);
      expect(codeOf(await getInfo(ctx, session)), name).toBe(401);
    }
  });

  it('keeps at most SESSION_MAX_PER_USER live sessions: the oldest goes', async () => {
    await addUser(ctx, 'many');
    const first = await login(ctx.app, 'many', 'pass1234');
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await login(ctx.app, 'many', 'pass1234'));
    expect(codeOf(await getInfo(ctx, first))).toBe(401);
    for (const headers of others) expect(codeOf(await getInfo(ctx, headers))).toBe(200);
  });

  it('unlocks the screen with the caller’s password', async () => {
    await addUser(ctx, 'screen');
    const headers = await login(ctx.app, 'screen', 'pass1234');
    const unlock = (password: string, h?: Headers) =>
      ctx.app.inject({ method: 'POST', url: '/prod-api/auth/unlockscreen', headers: h ?? {}, payload: { password } });
    expect(codeOf(await unlock('pass1234', headers))).toBe(200);
    const wrong = await unlock('nope-nope', headers);
    expect(codeOf(wrong)).toBe(500);
    expect(wrong.json().msg).toBe('密码错误');
    expect(codeOf(await unlock('pass1234'))).toBe(401);
  });
});

/** Issue 22 item 6: wrong passwords lock a user name at one address, and the lock screen only its session. */
describe('lock per user name and address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const locked = '密码输入错误5次，帐户锁定10分钟';

  it('locks the name at the address of the wrong passwords only', async () => {
    for (let i = 0; i < 5; i++) await tryLogin(ctx, 'admin', `bad-${i}`, '9.9.9.9');
    expect((await tryLogin(ctx, 'admin', 'admin123', '9.9.9.9')).json()).toEqual({ code: 500, msg: locked });
    // The administrator, elsewhere, is not locked out.
    expect(codeOf(await tryLogin(ctx, 'admin', 'admin123', '8.8.8.8'))).toBe(200);
    const locks = await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'admin'));
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ userName: 'admin', ipaddr: '9.9.9.9', failCount: 5 });
    expect(locks[0]?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    // A right password at another address leaves the locked address's counter alone.
    expect((await tryLogin(ctx, 'admin', 'admin123', '9.9.9.9')).json().msg).toBe(locked);
    // Every attempt is in the login log, with its address.
    const log = await ctx.database.db
      .select()
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, 'admin'))
      .orderBy(sysLogininfor.infoId);
    expect(log.map((row) => [row.ipaddr, row.status])).toEqual([
      ...Array(6).fill(['9.9.9.9', '1']),
      ['8.8.8.8', '0'],
      ['9.9.9.9', '1'],
    ]);
    // The administrator's unlock lifts the name's locks at every address.
    const admin = await login(ctx.app, 'admin', 'admin123');
    const unlock = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/logininfor/unlock/admin',
      headers: admin,
    });
    expect(codeOf(unlock)).toBe(200);
    expect(await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'admin'))).toEqual([]);
  });

  it('purges counters that no longer count, keeps locks and recent failures', async () => {
    const old = new Date(Date.now() - 11 * 60_000);
    await ctx.database.db.insert(sysLoginLock).values([
      { userName: 'p-stale', ipaddr: '1.1.1.1', failCount: 3, lastFailTime: old },
      { userName: 'p-passed', ipaddr: '1.1.1.1', failCount: 5, lastFailTime: old, lockedUntil: old },
      { userName: 'p-recent', ipaddr: '1.1.1.1', failCount: 2, lastFailTime: new Date() },
      {
        userName: 'p-locked',
        ipaddr: '1.1.1.1',
        failCount: 5,
        lastFailTime: old,
        lockedUntil: new Date(Date.now() + 60_000),
      },
    ]);
    await new AuthRepository(ctx.database.db).purgeLocks(new Date());
    const left = await ctx.database.db.select().from(sysLoginLock).where(like(sysLoginLock.userName, 'p-%'));
    expect(left.map((row) => row.userName).sort()).toEqual(['p-locked', 'p-recent']);
  });

  it('counts wrong passwords at the lock screen per session and logs that session out after 5', async () => {
    await addUser(ctx, 'dozer');
    const a = await login(ctx.app, 'dozer', 'pass1234');
    const b = await login(ctx.app, 'dozer', 'pass1234');
    const unlock = (headers: Headers, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/prod-api/auth/unlockscreen', headers, payload: { password } });
    const sessionOf = async (headers: Headers) => {
      const info = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers });
      return codeOf(info);
    };
    // A right password starts the count afresh.
    for (let i = 0; i < 4; i++) expect((await unlock(b, 'wrong-pass')).json()).toEqual({ code: 500, msg: '密码错误' });
    expect(codeOf(await unlock(b, 'pass1234'))).toBe(200);
    for (let i = 0; i < 4; i++) expect((await unlock(a, 'wrong-pass')).json()).toEqual({ code: 500, msg: '密码错误' });
    const sessions = await ctx.database.db.select().from(sysSession).orderBy(sysSession.loginTime);
    expect(sessions.filter((s) => s.userName === 'dozer').map((s) => s.unlockFailCount)).toEqual([4, 0]);
    const fifth = await unlock(a, 'wrong-pass');
    expect(fifth.json()).toEqual({ code: 401, msg: '密码输入错误5次，已退出登录' });
    expect(await sessionOf(a)).toBe(401);
    expect(await sessionOf(b)).toBe(200);
    // The account is not locked: no counter, and the password logs in at once.
    expect(await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'dozer'))).toEqual([]);
    expect(codeOf(await tryLogin(ctx, 'dozer', 'pass1234'))).toBe(200);
    const [last] = await ctx.database.db
      .select()
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, 'dozer'))
      .orderBy(desc(sysLogininfor.infoId))
      .limit(2)
      .then((rows) => rows.slice(1));
    expect(last).toMatchObject({ status: '1', msg: '密码输入错误5次，已退出登录' });
  });
});
