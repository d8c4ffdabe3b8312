import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSession } from '../core/auth/sessions.tables.ts';
import { sysMenu } from '../core/identity/menus.tables.ts';
import { sysRoleMenu } from '../core/identity/roles.tables.ts';
import { bizProjectUser } from '../core/project/projects.tables.ts';
import { insertMember, insertProject } from '../modules/project-roles/project-roles-test-kit.ts';
import { codeOf, scopedUser } from './helpers.ts';
import { createTestApp, login, type TestContext } from './test-app.ts';

// A long lifetime, so that whatever the cache forgets, it forgets because it was told.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ accessCacheMs: 60_000 });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const get = async (url: string, headers: { authorization: string }) =>
  codeOf(await ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers }));
const userListMenu = async () =>
  (await db().select({ id: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.perms, 'system:user:list')))[0]?.id ?? 0;
/** Until `check` holds, for at most 3 s (a NOTIFY from the database arrives on the LISTEN connection). */
async function eventually(check: () => Promise<boolean>) {
  const until = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 3 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the access cache (session rows and project access kept for a moment per replica)', () => {
  it('keeps a session row: a change the replica is not told of is not seen, a write request empties it', async () => {
    const user = await scopedUser(ctx, { userName: 'kc_user', deptId: 103, dataScope: '1', menuIds: [] });
    expect(await get('/system/user/getInfo', user.headers)).toBe(200);
    // Removed behind the app's back (no event): the kept row still answers.
    await db().delete(sysSession).where(eq(sysSession.userId, user.userId));
    expect(await get('/system/user/getInfo', user.headers)).toBe(200);
    // Any request that may write, by anyone, empties this replica's cache before it is answered.
    const admin = await login(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/prod-api/auth/refresh', headers: admin });
    expect(await get('/system/user/getInfo', user.headers)).toBe(401);
  });

  it('forgets a session at logout at once', async () => {
    const user = await scopedUser(ctx, { userName: 'kc_logout', deptId: 103, dataScope: '1', menuIds: [] });
    expect(await get('/system/user/getInfo', user.headers)).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers: user.headers });
    expect(await get('/system/user/getInfo', user.headers)).toBe(401);
  });

  it('hears of role changes made in the database (another replica, SQL) through the triggers', async () => {
    const menuId = await userListMenu();
    const user = await scopedUser(ctx, { userName: 'kc_role', deptId: 103, dataScope: '1', menuIds: [menuId] });
    expect(await get('/system/user/list', user.headers)).toBe(200);
    await db().delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, user.roleId));
    await eventually(async () => (await get('/system/user/list', user.headers)) === 403);
  });

  it('keeps project access, and hears when a member is removed in the database', async () => {
    const user = await scopedUser(ctx, { userName: 'kc_member', deptId: 103, dataScope: '1', menuIds: [] });
    const projectId = await insertProject(ctx, '缓存项目');
    await insertMember(ctx, projectId, user.userId, { isAdmin: true });
    const url = `/business/projectRole/memberOptions/${projectId}`;
    expect(await get(url, user.headers)).toBe(200);
    await db().delete(bizProjectUser).where(eq(bizProjectUser.userId, user.userId));
    await eventually(async () => (await get(url, user.headers)) === 403);
  });
});
