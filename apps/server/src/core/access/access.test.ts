import { AUTHENTICATED, type Endpoint, PUBLIC, TABLE } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { hashPassword } from '../auth/password.ts';
import { sysMenu } from '../identity/menus.tables.ts';
import { sysRole, sysRoleMenu } from '../identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../identity/users.tables.ts';
import { describeRef } from '../project/project-ref.ts';
import { describeAccess } from './access.ts';

/** A route that exists only in this test, to prove the guard on a permission it can grant. */
const FIXTURE = '/prod-api/test/guarded';
const FIXTURE_PERMISSION = 'test:guarded:view';

let ctx: TestContext;
let nobody: { authorization: string };
let nobodyId: number;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      extraRoutes: async (api) => {
        api.get('/test/guarded', { config: { access: { permission: FIXTURE_PERMISSION } } }, async () => ({
          code: 200,
          msg: 'ok',
        }));
      },
    },
  );
  // A user with no roles at all: holds no permission.
  await ctx.database.db.insert(sysUser).values({
    userName: 'nobody',
    nickName: 'Nobody',
    deptId: 102,
    password: await hashPassword('nobody123'),
  });
  nobody = await login(ctx.app, 'nobody', 'nobody123');
  const [row] = await ctx.database.db.select().from(sysUser).where(eq(sysUser.userName, 'nobody'));
  nobodyId = row?.userId ?? 0;
});
afterAll(() => ctx.close());

/** Fills path parameters so the request reaches the route (the guard runs before validation). */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe('route permissions', () => {
  it('every API route declares its access; the list is reviewed as a snapshot', async () => {
    const lines = ctx.app.routeAccess
      .filter((r) => r.url !== FIXTURE)
      .map(
        (r) =>
          `${r.method.padEnd(6)} ${r.url}  ${describeAccess(r.access)}${r.project ? `  project=${describeRef(r.project)}` : ''}`,
      )
      .sort();
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-access.txt');
  });

  it('serves every route from the endpoint table (but the docs and the WebSocket upgrade)', () => {
    const declared = new Set(
      Object.values(TABLE).flatMap((group) =>
        Object.values(group as Record<string, Endpoint>).map((e) => `${e.method} /prod-api${e.path}`),
      ),
    );
    const outside = ctx.app.routeAccess
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !declared.has(route) && !/^GET \/prod-api\/(docs|websocket|test\/)/.test(route));
    expect(outside).toEqual([]);
  });

  it('every non-public route answers 401 without a token', async () => {
    const guarded = ctx.app.routeAccess.filter((r) => r.access !== PUBLIC);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(codeOf(res), `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({ code: 401, msg: '令牌不能为空' });
    }
  });

  it('every permission route answers 403 for a user lacking its permission', async () => {
    const permissioned = ctx.app.routeAccess.filter((r) => typeof r.access === 'object');
    expect(permissioned.map((r) => r.url)).toContain(FIXTURE);
    for (const route of permissioned) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: nobody });
      expect(codeOf(res), `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
    }
  });

  it('authenticated-only routes let any logged-in user through', async () => {
    for (const route of ctx.app.routeAccess.filter((r) => r.access === AUTHENTICATED && r.method === 'GET')) {
      // A user id in the path names the caller (calls about other users are refused by design);
      // parameters by key: one public for clients (others need system:config:query).
      const url = concrete(route.url.replace(':userId', String(nobodyId)).replace(':configKey', 'sys.index.skinName'));
      const res = await ctx.app.inject({ method: 'GET', url, headers: nobody });
      expect([401, 403], `${route.url}`).not.toContain(codeOf(res));
    }
  });

  it('a role holding the permission passes, admin passes, and revoking takes effect at once', async () => {
    const denied = await ctx.app.inject({ method: 'GET', url: FIXTURE, headers: nobody });
    expect(codeOf(denied)).toBe(403);

    const [menu] = await ctx.database.db
      .insert(sysMenu)
      .values({ menuName: 'guarded', parentId: 0, menuType: 'F', perms: FIXTURE_PERMISSION })
      .returning();
    const [role] = await ctx.database.db
      .insert(sysRole)
      .values({ roleName: 'Viewer', roleKey: 'viewer', roleSort: 3 })
      .returning();
    if (!menu || !role) throw new Error('fixture rows missing');
    const [user] = await ctx.database.db.select().from(sysUser).where(eq(sysUser.userName, 'nobody'));
    if (!user) throw new Error('user missing');
    await ctx.database.db.insert(sysRoleMenu).values({ roleId: role.roleId, menuId: menu.menuId });
    await ctx.database.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });

    expect((await ctx.app.inject({ method: 'GET', url: FIXTURE, headers: nobody })).statusCode).toBe(200);
    const admin = await login(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: FIXTURE, headers: admin })).statusCode).toBe(200);

    await ctx.database.db.update(sysRole).set({ status: '1' }).where(eq(sysRole.roleId, role.roleId));
    expect(codeOf(await ctx.app.inject({ method: 'GET', url: FIXTURE, headers: nobody }))).toBe(403);
  });

  it('a route without an access rule cannot be registered', async () => {
    await expect(
      createTestApp(
        {},
        {
          extraRoutes: async (api) => {
            api.get('/test/undeclared', async () => 'x');
          },
        },
      ),
    ).rejects.toThrow(/does not declare its access/);
  });
});
