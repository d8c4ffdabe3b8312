import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysConfig } from '../configs/configs.tables.ts';
import { sysLogininfor } from '../logininfor/logininfor.tables.ts';
import { sysCaptcha, sysRateLimit } from './auth.tables.ts';

/** Issue 12 (hardening): login lock under concurrency, rate limits, sessions, IP black list, lock screen. */

type Headers = { authorization: string };

async function addUser(ctx: TestContext, userName: string, password = 'pass1234') {
  const [row] = await ctx.database.db
    .insert(sysUser)
    .values({ userName, nickName: userName, deptId: 103, password: await hashPassword(password) })
    .returning({ userId: sysUser.userId });
  if (!row) throw new Error('user');
  return row.userId;
}

const tryLogin = (ctx: TestContext, username: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/prod-api/auth/login',
    remoteAddress,
    payload: { username, password },
  });

const getInfo = (ctx: TestContext, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers });

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

describe('IP black list', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await addUser(ctx, 'visitor');
    await ctx.database.db
      .update(sysConfig)
      .set({ configValue: '10.0.0.*; 192.168.1.0/24,1.2.3.4' })
      .where(eq(sysConfig.configKey, 'sys.login.blackIPList'));
  });
  afterAll(() => ctx.close());

  it('refuses listed addresses (exact, wildcard, CIDR) and writes the login log', async () => {
    for (const ip of ['10.0.0.7', '192.168.1.200', '1.2.3.4']) {
      const res = await tryLogin(ctx, 'visitor', 'pass1234', ip);
      expect(codeOf(res), ip).toBe(500);
      expect(res.json().msg).toBe('很遗憾，访问IP已被列入系统黑名单');
      const [log] = await ctx.database.db.select().from(sysLogininfor).orderBy(desc(sysLogininfor.infoId)).limit(1);
      expect(log).toMatchObject({
        userName: 'visitor',
        ipaddr: ip,
        status: '1',
        msg: '很遗憾，访问IP已被列入系统黑名单',
      });
    }
    for (const ip of ['10.0.1.7', '192.168.2.1', '1.2.3.45', '127.0.0.1']) {
      expect(codeOf(await tryLogin(ctx, 'visitor', 'pass1234', ip)), ip).toBe(200);
    }
  });
});

describe('rate limits (PostgreSQL store)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimit: { perIp: 4, perUser: 3, windowSeconds: 60 } });
    await addUser(ctx, 'limited');
    await ctx.database.db
      .update(sysConfig)
      .set({ configValue: 'true' })
      .where(eq(sysConfig.configKey, 'sys.account.registerUser'));
  });
  afterAll(() => ctx.close());

  // RuoYi answers its rate limit (@RateLimiter) as an application refusal: HTTP 200, code 500 and
  // the message, which its clients show; Retry-After still tells when to try again.
  it('answers HTTP 200, code 500 and the catalogue text after too many /code calls from one address', async () => {
    const code = (lang = 'zh') =>
      ctx.app.inject({
        method: 'GET',
        url: '/prod-api/code',
        remoteAddress: '5.5.5.5',
        headers: { 'accept-language': lang },
      });
    for (let i = 0; i < 4; i++) expect(codeOf(await code())).toBe(200);
    const refused = await code();
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: 500, msg: '请求过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await code('en')).json().msg).toBe('Too many requests, please try again later');
    // another address is not affected, and the counters live in the database
    expect(codeOf(await ctx.app.inject({ method: 'GET', url: '/prod-api/code', remoteAddress: '5.5.5.6' }))).toBe(200);
    expect((await ctx.database.db.select().from(sysRateLimit)).length).toBeGreaterThan(0);
  });

  it('limits login attempts per user name across addresses', async () => {
    for (let i = 0; i < 3; i++) expect(codeOf(await tryLogin(ctx, 'limited', 'wrong-pass', `6.6.6.${i}`))).toBe(500);
    const refused = await tryLogin(ctx, 'limited', 'pass1234', '6.6.6.9');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: 500, msg: '请求过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits registration per address', async () => {
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/prod-api/auth/register',
        remoteAddress: '7.7.7.7',
        payload: { username: `u${Math.random().toString(36).slice(2, 8)}`, password: 'pass1234' },
      });
    for (let i = 0; i < 4; i++) expect((await register()).json().code).toBe(200);
    const refused = await register();
    expect([refused.statusCode, refused.json().code, refused.json().msg]).toEqual([
      200,
      500,
      '请求过于频繁，请稍后再试',
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('captchas', () => {
  it('cleans expired captchas when a new one is made', async () => {
    const ctx = await createTestApp({ captchaEnabled: true });
    try {
      await ctx.database.db
        .insert(sysCaptcha)
        .values({ uuid: 'old', answer: '1', expireTime: new Date(Date.now() - 1000) });
      await ctx.app.inject({ method: 'GET', url: '/prod-api/code' });
      expect(await ctx.database.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, 'old'))).toHaveLength(0);
    } finally {
      await ctx.close();
    }
  });
});

describe('initial password must be changed', () => {
  let ctx: TestContext;
  let admin: Headers;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await login(ctx.app);
    // On by default (the seed); set here so this test does not depend on the seed.
    await ctx.database.db
      .update(sysConfig)
      .set({ configValue: '1' })
      .where(eq(sysConfig.configKey, 'sys.account.initPasswordModify'));
  });
  afterAll(() => ctx.close());

  it('flags users created by an administrator and refuses other calls until the password is changed', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/user',
      headers: admin,
      payload: { userName: 'newbie', nickName: 'Newbie', password: 'init1234', deptId: 103 },
    });
    expect(codeOf(created)).toBe(200);
    const headers = await login(ctx.app, 'newbie', 'init1234');
    const info = await getInfo(ctx, headers);
    expect(info.json()).toMatchObject({ code: 200, isDefaultModifyPwd: true, isPasswordExpired: false });
    expect(codeOf(await ctx.app.inject({ method: 'GET', url: '/prod-api/system/menu/getRouters', headers }))).toBe(200);
    // The profile page opens (RuoYi's client changes the password there); other calls are refused.
    expect(codeOf(await ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/profile', headers }))).toBe(200);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/dict/data/type/sys_user_sex',
      headers,
    });
    expect(codeOf(refused)).toBe(500);
    expect(refused.json().msg).toBe('初始密码未修改，请先修改密码');
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/dict/data/type/sys_user_sex',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe('Please change your initial password first');

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/prod-api/system/user/profile/updatePwd',
      headers,
      payload: { oldPassword: 'init1234', newPassword: 'mine5678' },
    });
    expect(codeOf(changed)).toBe(200);
    expect((await getInfo(ctx, headers)).json()).toMatchObject({ isDefaultModifyPwd: false });
    expect(
      codeOf(await ctx.app.inject({ method: 'GET', url: '/prod-api/system/dict/data/type/sys_user_sex', headers })),
    ).toBe(200);
    // the administrator is not affected
    expect((await getInfo(ctx, admin)).json()).toMatchObject({ isDefaultModifyPwd: false, isPasswordExpired: false });
  });

  it('reports a password older than sys.account.passwordValidateDays as expired', async () => {
    await addUser(ctx, 'oldpwd');
    await ctx.database.db
      .update(sysUser)
      .set({ pwdUpdateDate: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sysUser.userName, 'oldpwd'));
    const headers = await login(ctx.app, 'oldpwd', 'pass1234');
    expect((await getInfo(ctx, headers)).json()).toMatchObject({ isPasswordExpired: false });
    await ctx.database.db
      .update(sysConfig)
      .set({ configValue: '30' })
      .where(eq(sysConfig.configKey, 'sys.account.passwordValidateDays'));
    expect((await getInfo(ctx, headers)).json()).toMatchObject({ isDefaultModifyPwd: false, isPasswordExpired: true });
  });
});
