import type { RouterItem } from '@zj/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from '../../test/test-app.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

/** Every router of a tree, depth first. */
const all = (items: readonly RouterItem[]): RouterItem[] => items.flatMap((i) => [i, ...all(i.children ?? [])]);

describe('GET /system/menu/getRouters: each page names its permission', () => {
  it('gives a page its menu perms (meta.perms), for the web to narrow the project group to the current project', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/menu/getRouters', headers: admin });
    const routers = all(res.json().data as RouterItem[]);
    const page = (component: string) => routers.find((r) => r.component === component);
    expect(page('business/problemtracking/index')?.meta.perms).toBe('business:problem:list');
    expect(page('business/quality/index')?.meta.perms).toBe('business:quality:list');
    expect(page('system/user/index')?.meta.perms).toBe('system:user:list');
    // A directory has none.
    expect(routers.find((r) => r.path === '/system')?.meta).not.toHaveProperty('perms');
  });
});
