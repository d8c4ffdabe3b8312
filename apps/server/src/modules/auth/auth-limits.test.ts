import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, setConfig } from '../../test/helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { sysLogininfor } from '../logininfor/logininfor.tables.ts';
import { sysCaptcha, sysRateLimit } from './auth.tables.ts';
import { addUser, tryLogin } from './auth-test-kit.ts';

/** Issue 12 (hardening): the IP black list, rate limits, captchas. */

describe('IP black list', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await addUser(ctx, 'visitor');
    await setConfig(ctx, 'sys.login.blackIPList', '10.0.0.*; 192.168.1.0/24,1.2.3.4');
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

const TEN_YEARS = 10 * 365 * 24 * 3600;

describe('rate limits (PostgreSQL store)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Windows are fixed and aligned to the clock: a window far longer than the run keeps its calls
    // from straddling a boundary (with 60 s, calls made across a minute's end started a new count).
    ctx = await createTestApp({ rateLimit: { perIp: 4, perUser: 3, windowSeconds: TEN_YEARS } });
    await addUser(ctx, 'limited');
    await setConfig(ctx, 'sys.account.registerUser', 'true');
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
