import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysConfig } from './configs.tables.ts';

// sys.account.initPasswordModify: on by default now that the web asks for the change at login.
const KEY = 'sys.account.initPasswordModify';
let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
const stored = async () => (await ctx.database.db.select().from(sysConfig).where(eq(sysConfig.configKey, KEY)))[0];

/** The data migration that turns the rule on in databases seeded with it off (found by name: the lead renumbers). */
async function runMigration() {
  const dir = join(import.meta.dirname, '../../db/migrations');
  const file = (await readdir(dir)).find((name) => name.endsWith('_init_password_modify_on.sql'));
  if (!file) throw new Error('migration not found');
  await ctx.database.db.execute(sql.raw(await readFile(join(dir, file), 'utf8')));
}

describe('the first-login password change, by default', () => {
  it('is seeded on: an administrator-created user must change the password; the seeded admin is not forced', async () => {
    expect((await stored())?.configValue).toBe('1');
    expect((await call('GET', '/system/user/getInfo', admin)).json()).toMatchObject({ isDefaultModifyPwd: false });
    expect(codeOf(await call('GET', '/system/user/list', admin))).toBe(200);

    const created = await call('POST', '/system/user', admin, {
      userName: 'firstlogin',
      nickName: '首次登录',
      password: 'init1234',
      deptId: 103,
    });
    expect(codeOf(created)).toBe(200);
    const user = await login(ctx.app, 'firstlogin', 'init1234');
    expect((await call('GET', '/system/user/getInfo', user)).json()).toMatchObject({ isDefaultModifyPwd: true });
    expect(codeOf(await call('GET', '/system/user/profile', user))).toBe(200);
    expect(codeOf(await call('GET', '/system/dict/data/type/sys_user_sex', user))).toBe(500);
  });

  it('is turned on by the migration where it was seeded off, and an administrator’s own choice is kept', async () => {
    // seeded off by an earlier version, never touched
    await ctx.database.db
      .update(sysConfig)
      .set({ configValue: '0', updateTime: null })
      .where(eq(sysConfig.configKey, KEY));
    await runMigration();
    expect((await stored())?.configValue).toBe('1');

    // an administrator turns it off: the migration leaves it off
    const row = await stored();
    const saved = await call('PUT', '/system/config', admin, {
      configId: row?.configId,
      configName: row?.configName,
      configKey: KEY,
      configValue: '0',
      configType: 'Y',
    });
    expect(codeOf(saved)).toBe(200);
    await runMigration();
    expect((await stored())?.configValue).toBe('0');
    expect((await stored())?.updateBy).toBe('admin');
  });
});
