import { Writable } from 'node:stream';
import { desc, eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import { rowsOf } from '../../core/db/rows.ts';
import { requestLogOptions } from '../../core/http/request-log.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysConfig } from '../configs/configs.tables.ts';
import { sysLogininfor } from '../logininfor/logininfor.tables.ts';
import { AuthRepository } from './auth.repository.ts';
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

/** Issue 22 item 4: text that PostgreSQL cannot keep (NUL) or that is not Unicode (a lone surrogate). */
describe('text with a NUL or a lone surrogate', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The rate limit on: it counts by user name, so it meets the name first.
    ctx = await createTestApp(
      { rateLimit: { perIp: 1000, perUser: 1000, windowSeconds: 60 } },
      { logger: { ...requestLogOptions('info'), stream } },
    );
    await ctx.database.db
      .update(sysConfig)
      .set({ configValue: 'true' })
      .where(eq(sysConfig.configKey, 'sys.account.registerUser'));
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/prod-api${url}`,
      // JSON.stringify writes a lone surrogate as \udXXX, which JSON.parse gives back as such.
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const count = async (table: string, where = 'true') =>
    rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`)),
    )[0]?.n;

  it('refuses them in login, register and signal names as bad input, logs no error, stores nothing', async () => {
    const admin = await login(ctx.app);
    const before = {
      users: await count('sys_user'),
      log: await count('sys_logininfor'),
      limits: await count('sys_rate_limit', `key like 'user:%'`),
      locks: await count('sys_login_lock'),
    };
    const bad = ['ad\u0000min', 'ad\ud800min', 'ad\udc00min', 'admin\ud83d'];
    for (const text of bad) {
      for (const url of ['/auth/login', '/auth/register']) {
        const name = await post(url, { username: text, password: 'admin123' });
        expect(name.json(), `${url} ${JSON.stringify(text)}`).toEqual({ code: 500, msg: '参数 username 格式不正确' });
        const password = await post(url, { username: 'admin', password: `x${text}` }, { 'accept-language': 'en' });
        expect(password.json(), `${url} ${JSON.stringify(text)}`).toEqual({
          code: 500,
          msg: 'Parameter password is not valid',
        });
      }
      const signal = await post('/flowable/processInstance/signal', { signalName: text }, admin);
      expect(signal.json(), JSON.stringify(text)).toEqual({ code: 500, msg: '参数 signalName 格式不正确' });
    }
    expect({
      users: await count('sys_user'),
      log: await count('sys_logininfor'),
      limits: await count('sys_rate_limit', `key like 'user:%'`),
      locks: await count('sys_login_lock'),
    }).toEqual(before);
    // (The calls were counted per address, before validation; no user name was counted.)
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toEqual([]);
    // A surrogate pair (an emoji) is text like any other.
    expect((await post('/auth/login', { username: 'ad😀min', password: 'admin123' })).json()).toEqual({
      code: 500,
      msg: '用户不存在/密码错误',
    });
  });
});

/** Issue 22 item 5: a wrong credential answers the same whatever the account. */
describe('no account enumeration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await addUser(ctx, 'alive');
    await addUser(ctx, 'stopped');
    await addUser(ctx, 'gone');
    await ctx.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'stopped'));
    await ctx.database.db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userName, 'gone'));
  });
  afterAll(() => ctx.close());

  const locked = '密码输入错误5次，帐户锁定10分钟';
  const wrong = '用户不存在/密码错误';
  const logOf = (userName: string) =>
    ctx.database.db
      .select()
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, userName))
      .orderBy(sysLogininfor.infoId);

  it('answers wrong passwords alike for existing, unknown, disabled and deleted names, locks each alike', async () => {
    const names = ['alive', 'ghost', 'stopped', 'gone'];
    for (const name of names) {
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) answers.push((await tryLogin(ctx, name, `bad-${i}`, '3.3.3.3')).json().msg);
      expect(answers, name).toEqual([wrong, wrong, wrong, wrong, locked, locked]);
      const [lock] = await ctx.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, name));
      expect(lock?.failCount, name).toBe(5);
      expect(lock?.lockedUntil?.getTime(), name).toBeGreaterThan(Date.now() + 9 * 60_000);
      // While locked even the right password is refused, as the lock says (nothing is checked).
      expect((await tryLogin(ctx, name, 'pass1234', '3.3.3.3')).json().msg, name).toBe(locked);
      const log = await logOf(name);
      expect(
        log.map((row) => [row.status, row.msg, row.ipaddr]),
        name,
      ).toEqual([...Array(4).fill(['1', wrong, '3.3.3.3']), ...Array(3).fill(['1', locked, '3.3.3.3'])]);
    }
  });

  it('tells a disabled or deleted account only after the right password', async () => {
    await ctx.database.db.delete(sysLoginLock);
    for (const name of ['stopped', 'gone', 'ghost']) {
      expect((await tryLogin(ctx, name, 'wrong-pass', '4.4.4.4')).json(), name).toEqual({ code: 500, msg: wrong });
    }
    expect((await tryLogin(ctx, 'stopped', 'pass1234', '4.4.4.4')).json()).toEqual({
      code: 500,
      msg: '对不起，您的账号：stopped 已停用',
    });
    expect((await tryLogin(ctx, 'gone', 'pass1234', '4.4.4.4')).json()).toEqual({
      code: 500,
      msg: '对不起，您的账号：gone 已被删除',
    });
    expect((await tryLogin(ctx, 'ghost', 'pass1234', '4.4.4.4')).json()).toEqual({ code: 500, msg: wrong });
    // The right password cleared the counters of the real accounts; no session was started.
    const locks = await ctx.database.db.select().from(sysLoginLock);
    expect(locks.map((row) => [row.userName, row.failCount])).toEqual([['ghost', 2]]);
    const sessions = await ctx.database.db.select().from(sysSession);
    expect(sessions.filter((s) => ['stopped', 'gone'].includes(s.userName))).toEqual([]);
    expect((await logOf('stopped')).at(-1)).toMatchObject({ status: '1', msg: '对不起，您的账号：stopped 已停用' });
    expect((await logOf('gone')).at(-1)).toMatchObject({ status: '1', msg: '对不起，您的账号：gone 已被删除' });
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
