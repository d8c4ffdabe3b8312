import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { codeOf, plainUsers } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      extraRoutes: async (api) => {
        api.get('/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internal detail');
        });
      },
    },
  );
});
afterAll(() => ctx.close());

describe('envelope and errors', () => {
  it('unknown API routes answer 404 in the envelope, in the caller language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/no/such/route' });
    expect(codeOf(res)).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '访问资源不存在' });
    const en = await ctx.app.inject({ method: 'GET', url: '/prod-api/nothing', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ code: 404, msg: 'The requested resource does not exist' });
  });

  it('unhandled errors answer 500 with the generic text and no detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/test/boom' });
    expect(codeOf(res)).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '系统未知错误,请反馈给管理员' });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('serves the OpenAPI document generated from the contract schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/docs/json', headers: await login(ctx.app) });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/prod-api/auth/login', '/prod-api/system/user/getInfo']),
    );
    expect(doc.paths['/prod-api/auth/login'].post.requestBody.content['application/json'].schema.required).toContain(
      'username',
    );
  });
});

describe('the OpenAPI document and its UI are behind login (issue 22 item 8)', () => {
  const DOCS = [
    '/prod-api/docs/json',
    '/prod-api/docs/yaml',
    '/prod-api/docs/',
    '/prod-api/docs/static/swagger-initializer.js',
    '/prod-api/docs/static/swagger-ui.css',
  ];

  it('answer 401 without a valid token, in the envelope, as every guarded call does', async () => {
    for (const url of DOCS) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.json(), url).toEqual({ code: 401, msg: '令牌不能为空' });
      expect(res.body, url).not.toContain('/prod-api/auth/login');
      const forged = await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } });
      expect(forged.json().code, url).toBe(401);
      const badCookie = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'Admin-Token=not-a-token' } });
      expect(badCookie.json().code, url).toBe(401);
    }
  });

  it("open with the bearer token, or with the web app's Admin-Token cookie (the browser loads the UI page itself)", async () => {
    const { authorization } = await login(ctx.app);
    const token = authorization.replace('Bearer ', '');
    for (const url of DOCS) {
      const bearer = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(bearer.statusCode, url).toBe(200);
      const cookie = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `sidebarStatus=1; Admin-Token=${encodeURIComponent(token)}; lang=zh` },
      });
      expect(cookie.statusCode, url).toBe(200);
      expect(cookie.body, url).not.toContain('"code":401');
    }
    // The cookie opens the docs only: any other guarded call still needs the bearer header.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/system/user/list',
      headers: { cookie: `Admin-Token=${token}` },
    });
    expect(list.json().code).toBe(401);
    // A session that ended no longer opens them.
    await ctx.app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers: { authorization } });
    const ended = await ctx.app.inject({
      method: 'GET',
      url: DOCS[0] as string,
      headers: { cookie: `Admin-Token=${token}` },
    });
    expect(ended.json().code).toBe(401);
  });

  it('are public with DOCS_PUBLIC', async () => {
    const open = await createTestApp({ docsPublic: true });
    try {
      for (const url of DOCS) {
        const res = await open.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('"code":401');
      }
      expect(Object.keys((await open.app.inject({ method: 'GET', url: DOCS[0] as string })).json().paths)).toContain(
        '/prod-api/auth/login',
      );
    } finally {
      await open.close();
    }
  });

  it('DOCS_PUBLIC reads as a flag', () => {
    expect(loadConfig({ DOCS_PUBLIC: 'true', JWT_SECRET: 'x', DATA_DIR: '/nonexistent' }).docsPublic).toBe(true);
    expect(loadConfig({ JWT_SECRET: 'x', DATA_DIR: '/nonexistent' }).docsPublic).toBe(false);
  });
});

describe('application results come with HTTP 200 (RuoYi), transport failures with their status', () => {
  it('answers refusals, 401, 403 and 404 as HTTP 200 with the code in the envelope', async () => {
    const token = await login(ctx.app);
    const nobody = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/list' });
    expect([nobody.statusCode, nobody.json().code]).toEqual([200, 401]);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(wrongPassword.statusCode).toBe(200);
    expect(wrongPassword.json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    const invalid = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/post', headers: token, payload: {} });
    expect([invalid.statusCode, invalid.json().code]).toEqual([200, 500]);
    const missing = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/post/99999', headers: token });
    expect([missing.statusCode, missing.json().code]).toEqual([200, 404]);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/prod-api/no/such/route' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([200, 404]);
    await plainUsers(ctx, [{ userName: 'http_plain', deptId: 103 }]);
    const plain = await login(ctx.app, 'http_plain', 'pass1234');
    const denied = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/list', headers: plain });
    expect([denied.statusCode, denied.json().code]).toEqual([200, 403]);
  });

  it('keeps the HTTP status of a body too large and of a page outside the API', async () => {
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${'x'.repeat(3 * 1024 * 1024)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(413);
    const page = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
  });
});
