import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/auth/password.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysConfig } from './configs.tables.ts';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  // No CAPTCHA_ENABLED override: the parameter decides.
  ctx = await createTestApp({ captchaEnabled: undefined });
  // Log in with the captcha off, through the parameter itself.
  await ctx.database.db
    .update(sysConfig)
    .set({ configValue: 'false' })
    .where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
  admin = await login(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
const byKey = async (configKey: string) =>
  (await ctx.database.db.select().from(sysConfig).where(eq(sysConfig.configKey, configKey)))[0];

describe('parameters', () => {
  it('lists parameters paged and filtered', async () => {
    const page = (await call('GET', '/system/config/list?pageNum=1&pageSize=3')).json();
    expect(page).toMatchObject({ code: 200, total: 9 });
    // The project map's tile service: built in and empty until an administrator sets it.
    expect((await call('GET', '/system/config/configKey/sys.map.tileUrl')).json()).toMatchObject({
      code: 200,
      data: '',
    });
    expect(page.rows[0]).toMatchObject({ configId: 1, configKey: 'sys.index.skinName', configType: 'Y' });
    const filtered = (await call('GET', '/system/config/list?configKey=account&configType=Y')).json();
    expect(filtered.rows.map((r: { configKey: string }) => r.configKey)).toEqual([
      'sys.account.captchaEnabled',
      'sys.account.registerUser',
      'sys.account.initPasswordModify',
      'sys.account.passwordValidateDays',
    ]);
    expect((await call('GET', '/system/config/list?configType=N')).json().total).toBe(0);
    expect((await call('GET', '/system/config/list?params%5BbeginTime%5D=2999-01-01')).json().total).toBe(0);
  });

  it('answers a public value by key to any logged-in user, in msg (RuoYi) and data', async () => {
    await ctx.database.db
      .insert(sysUser)
      .values({ userName: 'reader', nickName: 'Reader', deptId: 102, password: await hashPassword('reader123') });
    const reader = await login(ctx.app, 'reader', 'reader123');
    const res = (await call('GET', '/system/config/configKey/sys.index.sideTheme', undefined, reader)).json();
    expect(res).toEqual({ code: 200, msg: 'theme-dark', data: 'theme-dark' });
    expect((await call('GET', '/system/config/configKey/none.such', undefined, admin)).json().data).toBe('');
    // Keys not public for clients need system:config:query (src/test/hardening.test.ts).
    expect(codeOf(await call('GET', '/system/config/configKey/none.such', undefined, reader))).toBe(403);
    expect(codeOf(await call('GET', '/system/config/list', undefined, reader))).toBe(403);
  });

  it('adds, reads and edits parameters with unique keys', async () => {
    const add = await call('POST', '/system/config', {
      configName: '演示参数',
      configKey: 'demo.key',
      configValue: 'v1',
      remark: 'r',
    });
    expect(add.json()).toEqual({ code: 200, msg: '操作成功' });
    const row = await byKey('demo.key');
    expect(row).toMatchObject({ configValue: 'v1', configType: 'N', createBy: 'admin' });
    if (!row) throw new Error('missing');

    const dup = await call('POST', '/system/config', { configName: '重复', configKey: 'demo.key', configValue: '' });
    expect(dup.json()).toEqual({ code: 500, msg: "新增参数'重复'失败，参数键名已存在" });
    expect((await call('POST', '/system/config', { configKey: 'x', configValue: '' })).json().msg).toBe(
      '参数 configName 不能为空',
    );

    const got = (await call('GET', `/system/config/${row.configId}`)).json().data;
    expect(got).toMatchObject({ configKey: 'demo.key', configValue: 'v1' });
    expect((await call('PUT', '/system/config', { ...got, configValue: 'v2' })).json().code).toBe(200);
    expect((await byKey('demo.key'))?.configValue).toBe('v2');
    const clash = await call('PUT', '/system/config', { ...got, configKey: 'sys.index.skinName' });
    expect(clash.json()).toEqual({ code: 500, msg: "修改参数'演示参数'失败，参数键名已存在" });
    expect(codeOf(await call('GET', '/system/config/99999'))).toBe(404);
  });

  it('applies an edited switch at once (no cache): registration on /code', async () => {
    const reg = await byKey('sys.account.registerUser');
    if (!reg) throw new Error('missing');
    expect((await call('GET', '/code')).json().registerEnabled).toBe(false);
    const got = (await call('GET', `/system/config/${reg.configId}`)).json().data;
    await call('PUT', '/system/config', { ...got, configValue: 'true' });
    expect((await call('GET', '/code')).json().registerEnabled).toBe(true);
    expect((await call('DELETE', '/system/config/refreshCache')).json()).toEqual({ code: 200, msg: '操作成功' });
  });

  it('refuses to delete built-in parameters, deletes others', async () => {
    const custom = await byKey('demo.key');
    if (!custom) throw new Error('missing');
    const refused = await call('DELETE', `/system/config/${custom.configId},1`);
    expect(refused.json()).toEqual({ code: 500, msg: '内置参数【sys.index.skinName】不能删除' });
    expect(await byKey('demo.key')).toBeDefined();
    const en = await call('DELETE', '/system/config/1', undefined, { ...admin, 'accept-language': 'en' } as never);
    expect(en.json().msg).toBe('The built-in parameter [sys.index.skinName] cannot be deleted');
    expect((await call('DELETE', `/system/config/${custom.configId}`)).json().code).toBe(200);
    expect(await byKey('demo.key')).toBeUndefined();
  });

  it('exports parameters as xlsx', async () => {
    const res = await call('POST', '/system/config/export', {});
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
