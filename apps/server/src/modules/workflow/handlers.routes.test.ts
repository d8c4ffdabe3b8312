import { afterAll, describe, expect, it } from 'vitest';
import { codeOf, scopedUser } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { workflowModule } from './index.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const list = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/prod-api/flowable/handler/list', headers });

describe('GET /flowable/handler/list', () => {
  it("answers the engine's registered handler names", async () => {
    const body = (await list(admin)).json();
    expect(body.code).toBe(200);
    expect(body.data).toEqual(ctx.app.kernel.use(workflowModule).handlers.names());
    expect(body.data).toEqual(expect.arrayContaining(['notify', 'setVariable']));
  });

  it('needs flowable:model:query, and a session', async () => {
    // 510 lists models (flowable:model:list) only; 5100 is flowable:model:query.
    const lister = await scopedUser(ctx, { userName: 'hlister', deptId: 103, dataScope: '1', menuIds: [510] });
    const viewer = await scopedUser(ctx, { userName: 'hviewer', deptId: 103, dataScope: '1', menuIds: [510, 5100] });
    expect((await list(lister.headers as Headers)).json()).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await list(viewer.headers as Headers)).json().data).toContain('notify');
    expect(codeOf(await list({}))).toBe(401);
  });
});
