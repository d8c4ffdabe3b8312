import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import { rowsOf } from '../../core/db/rows.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysLogininfor } from '../logininfor/logininfor.tables.ts';
import { sysCaptcha } from './auth.tables.ts';

let ctx: TestContext;
beforeAll(async () => {
  // No CAPTCHA_ENABLED override: the seeded sys.account.captchaEnabled (true) decides.
  ctx = await createTestApp({ captchaEnabled: undefined });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/prod-api${url}`, payload: payload as object, headers });

async function captcha() {
  const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/code' });
  const body = res.json();
  const [row] = await ctx.database.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, body.uuid));
  return { body, answer: row?.answer ?? '' };
}

async function loginLog(userName: string) {
  return ctx.database.db.select().from(sysLogininfor).where(eq(sysLogininfor.userName, userName));
}

describe('captcha', () => {
  it('serves a math captcha as base64 SVG and keeps the answer server-side for two minutes', async () => {
    const { body, answer } = await captcha();
    expect(body).toMatchObject({ code: 200, captchaEnabled: true, registerEnabled: false });
    expect(Buffer.from(body.img, 'base64').toString()).toMatch(/^<svg/);
    expect(answer).toMatch(/^-?\d+$/);
    const [row] = await ctx.database.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, body.uuid));
    const ttl = (row?.expireTime.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('refuses a missing, wrong, reused or expired answer and logs each attempt', async () => {
    expect((await post('/auth/login', { username: 'admin', password: 'admin123' })).json()).toEqual({
      code: 500,
      msg: '验证码不能为空',
    });

    const first = await captcha();
    const wrong = String(Number(first.answer) + 1);
    const res = await post('/auth/login', {
      username: 'admin',
      password: 'admin123',
      code: wrong,
      uuid: first.body.uuid,
    });
    expect(codeOf(res)).toBe(500);
    expect(res.json().msg).toBe('验证码错误');
    // single use: the right answer after a wrong try is gone
    const reused = await post('/auth/login', {
      username: 'admin',
      password: 'admin123',
      code: first.answer,
      uuid: first.body.uuid,
    });
    expect(reused.json().msg).toBe('验证码已失效');

    const second = await captcha();
    await ctx.database.db
      .update(sysCaptcha)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysCaptcha.uuid, second.body.uuid));
    const expired = await post('/auth/login', {
      username: 'admin',
      password: 'admin123',
      code: second.answer,
      uuid: second.body.uuid,
    });
    expect(expired.json().msg).toBe('验证码已失效');

    const third = await captcha();
    const good = await post('/auth/login', {
      username: ' admin ',
      password: 'admin123',
      code: third.answer,
      uuid: third.body.uuid,
    });
    expect(good.json()).toMatchObject({ code: 200, data: { expires_in: 720 } });

    const log = await loginLog('admin');
    expect(log.filter((r) => r.status === '1').map((r) => r.msg)).toEqual(
      expect.arrayContaining(['验证码错误', '验证码已失效']),
    );
    expect(log.some((r) => r.status === '0' && r.msg === '登录成功')).toBe(true);
  });

  it('answers in English when the caller asks for it', async () => {
    const res = await post(
      '/auth/login',
      { username: 'admin', password: 'x' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(res.json().msg).toBe('The captcha is required');
  });
});

describe('login with the captcha switched off', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ captchaEnabled: false });
  });
  afterAll(() => off.close());

  const attempt = (username: string, password: string) =>
    off.app.inject({ method: 'POST', url: '/prod-api/auth/login', payload: { username, password } });

  it('logs in, trims the user name, records IP and the success', async () => {
    const res = await attempt('  admin\t', 'admin123');
    expect(res.statusCode).toBe(200);
    const { access_token, expires_in } = res.json().data;
    expect(access_token.split('.')).toHaveLength(3);
    expect(expires_in).toBe(720);
    const [user] = await off.database.db.select().from(sysUser).where(eq(sysUser.userId, 1));
    expect(user?.loginIp).toBe('127.0.0.1');
    expect(user?.loginDate).toBeInstanceOf(Date);
    const sessions = await off.database.db.select().from(sysSession).where(eq(sysSession.userId, 1));
    expect(sessions.length).toBeGreaterThan(0);
  });

  it('refuses unknown users and wrong passwords with the same message', async () => {
    expect((await attempt('nobody', 'admin123')).json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect((await attempt('admin', 'wrong')).json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    const log = await off.database.db.select().from(sysLogininfor).where(eq(sysLogininfor.userName, 'nobody'));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: '1', msg: '用户不存在/密码错误', ipaddr: '127.0.0.1' });
  });

  it('locks an account for 10 minutes after 5 wrong passwords', async () => {
    await off.database.db.delete(sysLoginLock);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await attempt('admin', `bad-${i}`)).json().msg);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('用户不存在/密码错误'));
    expect(answers[4]).toBe('密码输入错误5次，帐户锁定10分钟');
    // even the right password is refused while locked
    expect((await attempt('admin', 'admin123')).json().msg).toBe('密码输入错误5次，帐户锁定10分钟');
    const [lock] = await off.database.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, 'admin'));
    const minutes = ((lock?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
    // once the lock has passed the right password works and the counter is cleared
    await off.database.db
      .update(sysLoginLock)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(sysLoginLock.userName, 'admin'));
    expect((await attempt('admin', 'admin123')).statusCode).toBe(200);
    expect(await off.database.db.select().from(sysLoginLock)).toHaveLength(0);
  });

  it('refuses disabled users', async () => {
    await off.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, 1));
    try {
      expect((await attempt('admin', 'admin123')).json().msg).toBe('对不起，您的账号：admin 已停用');
    } finally {
      await off.database.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userId, 1));
    }
  });

  it('answers 400 naming the field for bad bodies, and changes nothing', async () => {
    const before = await off.database.db.execute(sql`select count(*)::int as n from sys_logininfor`);
    const missing = await off.app.inject({ method: 'POST', url: '/prod-api/auth/login', payload: { password: 'x' } });
    expect(codeOf(missing)).toBe(500);
    expect(missing.json()).toEqual({ code: 500, msg: '参数 username 不能为空' });
    const wrongType = await off.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      payload: { username: 5, password: 'x' },
    });
    expect(wrongType.json()).toEqual({ code: 500, msg: '参数 username 类型错误' });
    const tooLong = await off.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      payload: { username: 'a'.repeat(100), password: 'x' },
    });
    expect(tooLong.json().msg).toBe('参数 username 超出长度或范围限制');
    const broken = await off.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"username":',
    });
    expect(codeOf(broken)).toBe(500);
    expect(broken.json()).toEqual({ code: 500, msg: 'The request body is not valid' });
    const after = await off.database.db.execute(sql`select count(*)::int as n from sys_logininfor`);
    expect(rowsOf(after)).toEqual(rowsOf(before));
  });
});

describe('session', () => {
  it('getInfo returns the user, roles and permissions; refresh extends; logout ends at once', async () => {
    const free = await createTestApp({ captchaEnabled: false });
    try {
      const headers = await login(free.app);
      const info = await free.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers });
      expect(info.statusCode).toBe(200);
      const body = info.json();
      expect(body).toMatchObject({ code: 200, roles: ['admin'], permissions: ['*:*:*'] });
      expect(body.user).toMatchObject({ userId: 1, userName: 'admin', admin: true, dept: { deptName: '总部' } });
      expect(body.user).not.toHaveProperty('password');
      expect(body.user.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      await free.database.db.update(sysSession).set({ expireTime: new Date(Date.now() + 60_000) });
      const refreshed = await free.app.inject({ method: 'POST', url: '/prod-api/auth/refresh', headers });
      expect(refreshed.json()).toMatchObject({ code: 200, data: { expires_in: 720 } });
      const [session] = await free.database.db.select().from(sysSession);
      expect((session?.expireTime.getTime() ?? 0) - Date.now()).toBeGreaterThan(719 * 60_000);

      const records = await free.app.inject({
        method: 'GET',
        url: '/prod-api/system/user/profile/loginRecords',
        headers,
      });
      expect(records.json().data[0]).toMatchObject({ userName: 'admin', status: '0', msg: '登录成功' });

      const out = await free.app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers });
      expect(out.json()).toEqual({ code: 200, msg: '退出成功' });
      expect(await free.database.db.select().from(sysSession)).toHaveLength(0);
      const after = await free.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers });
      expect(codeOf(after)).toBe(401);
      expect(after.json()).toEqual({ code: 401, msg: '登录状态已过期' });
    } finally {
      await free.close();
    }
  });

  it('an expired session answers 401 and is removed; a forged token answers 401', async () => {
    const free = await createTestApp({ captchaEnabled: false });
    try {
      const headers = await login(free.app);
      await free.database.db.update(sysSession).set({ expireTime: new Date(Date.now() - 1000) });
      const res = await free.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers });
      expect(res.json()).toEqual({ code: 401, msg: '登录状态已过期' });
      expect(await free.database.db.select().from(sysSession)).toHaveLength(0);

      const other = await createTestApp({ captchaEnabled: false, jwtSecret: 'another-secret-another-secret-another' });
      try {
        const foreign = await login(other.app);
        const forged = await free.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers: foreign });
        expect(forged.json()).toEqual({ code: 401, msg: '令牌验证失败' });
      } finally {
        await other.close();
      }
      const none = await free.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo' });
      expect(none.json()).toEqual({ code: 401, msg: '令牌不能为空' });
    } finally {
      await free.close();
    }
  });
});

describe('cached profile and permissions', () => {
  it('never outlive a change: profile, department, disabling take effect on the next request', async () => {
    const free = await createTestApp({ captchaEnabled: false });
    try {
      const headers = await login(free.app);
      const info = async () =>
        (await free.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers })).json();
      expect((await info()).user.nickName).toBe('管理员');
      await free.database.db.update(sysUser).set({ nickName: '新名字' }).where(eq(sysUser.userId, 1));
      expect((await info()).user.nickName).toBe('新名字');
      await free.database.db.execute(sql`update sys_dept set dept_name = '总部二' where dept_id = 101`);
      expect((await info()).user.dept.deptName).toBe('总部二');
      await free.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, 1));
      expect(await info()).toEqual({ code: 401, msg: '登录状态已过期' });
    } finally {
      await free.close();
    }
  });
});

describe('register', () => {
  it('is refused unless sys.account.registerUser is true, then creates a user without roles', async () => {
    const free = await createTestApp({ captchaEnabled: false });
    try {
      const body = { username: 'worker1', password: 'secret123', confirmPassword: 'secret123' };
      const refused = await free.app.inject({ method: 'POST', url: '/prod-api/auth/register', payload: body });
      expect(refused.json()).toEqual({ code: 500, msg: '当前系统没有开启注册功能！' });

      await free.database.db.execute(
        sql`update sys_config set config_value = 'true' where config_key = 'sys.account.registerUser'`,
      );
      const mismatch = await free.app.inject({
        method: 'POST',
        url: '/prod-api/auth/register',
        payload: { ...body, confirmPassword: 'other' },
      });
      expect(mismatch.json().msg).toBe('两次输入的密码不一致');
      const created = await free.app.inject({ method: 'POST', url: '/prod-api/auth/register', payload: body });
      expect(created.json()).toEqual({ code: 200, msg: '注册成功' });
      const again = await free.app.inject({ method: 'POST', url: '/prod-api/auth/register', payload: body });
      expect(again.json().msg).toBe("保存用户'worker1'失败，注册账号已存在");

      const headers = await login(free.app, 'worker1', 'secret123');
      const info = (await free.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers })).json();
      expect(info.roles).toEqual(['ROLE_DEFAULT']);
      expect(info.permissions).toEqual([]);
      const [user] = await free.database.db.select().from(sysUser).where(eq(sysUser.userName, 'worker1'));
      expect(user?.password).toMatch(/^\$argon2id\$/);
    } finally {
      await free.close();
    }
  });
});
