import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/docs/json' });
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
