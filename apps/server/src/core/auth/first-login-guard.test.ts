import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCreatedUser, codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

// A user whose initial password must still be changed may call exactly what RuoYi's admin client
// needs to bring them to the change (its login flow, the layout, the profile page and the notice
// bell), plus what our web app needs to keep the session while its dialog waits; nothing else.

let ctx: TestContext;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
  user = await adminCreatedUser(ctx, admin, { userName: 'fresh', nickName: '新人', password: 'init1234' });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = user,
  payload?: object,
) => ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

describe('before the initial password is changed', () => {
  it("answers what RuoYi's admin client calls on its way to the change", async () => {
    const info = await call('GET', '/system/user/getInfo');
    expect(info.json()).toMatchObject({ code: 200, isDefaultModifyPwd: true });
    expect(codeOf(await call('GET', '/system/menu/getRouters'))).toBe(200);
    const profile = (await call('GET', '/system/user/profile')).json();
    expect(profile).toMatchObject({ code: 200, data: { userName: 'fresh' } });
    expect((await call('GET', '/system/notice/listTop')).json()).toMatchObject({ code: 200 });
    // our web app keeps its session alive while the dialog waits
    expect(codeOf(await call('POST', '/auth/refresh'))).toBe(200);
  });

  it('refuses everything else with the catalogue message, changing nothing', async () => {
    for (const [method, url] of [
      ['PUT', '/system/user/profile'],
      ['POST', '/system/user/profile/avatar'],
      ['GET', '/system/user/profile/loginRecords'],
      ['POST', '/system/notice/markReadAll?ids=1'],
      ['GET', '/system/dict/data/type/sys_user_sex'],
      ['GET', '/system/config/configKey/sys.index.skinName'],
      ['GET', '/flowable/task/todoCount'],
      ['GET', '/business/project/treelist'],
    ] as const) {
      const res = await call(method, url, user, method === 'PUT' ? { nickName: '改名' } : undefined);
      expect(res.json(), `${method} ${url}`).toEqual({ code: 500, msg: '初始密码未修改，请先修改密码' });
    }
    const en = await call('GET', '/system/dict/data/type/sys_user_sex', { ...user, 'accept-language': 'en' });
    expect(en.json().msg).toBe('Please change your initial password first');
    expect((await call('GET', '/system/user/profile')).json().data.nickName).toBe('新人');
  });

  it('lets them change the password, then everything they hold opens; logout works before and after', async () => {
    const changed = await call('PUT', '/system/user/profile/updatePwd', user, {
      oldPassword: 'init1234',
      newPassword: 'mine5678',
    });
    expect(codeOf(changed)).toBe(200);
    expect((await call('GET', '/system/user/getInfo')).json()).toMatchObject({ isDefaultModifyPwd: false });
    expect(codeOf(await call('GET', '/system/dict/data/type/sys_user_sex'))).toBe(200);
    expect((await call('DELETE', '/auth/logout')).json()).toMatchObject({ code: 200 });
    expect(codeOf(await call('GET', '/system/user/getInfo'))).toBe(401);
  });

  it('may log out without changing it', async () => {
    const leaver = await adminCreatedUser(ctx, admin, { userName: 'leaver', nickName: '离开', password: 'init1234' });
    expect(codeOf(await call('GET', '/system/dict/data/type/sys_user_sex', leaver))).toBe(500);
    expect((await call('DELETE', '/auth/logout', leaver)).json()).toMatchObject({ code: 200 });
    expect(codeOf(await call('GET', '/system/user/getInfo', leaver))).toBe(401);
  });
});
