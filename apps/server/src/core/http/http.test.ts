import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

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
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '访问资源不存在' });
    const en = await ctx.app.inject({ method: 'GET', url: '/prod-api/nothing', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ code: 404, msg: 'The requested resource does not exist' });
  });

  it('unhandled errors answer 500 with the generic text and no detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/test/boom' });
    expect(res.statusCode).toBe(500);
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
