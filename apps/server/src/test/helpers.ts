import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../core/auth/password.ts';
import { sysMenu } from '../core/identity/menus.tables.ts';
import { sysRole, sysRoleDept, sysRoleMenu } from '../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../core/identity/users.tables.ts';
import { sysConfig } from '../modules/configs/configs.tables.ts';
import { login, type TestContext } from './test-app.ts';

/** A user with one role of the given data scope holding the given permissions (through F menus). */
export async function scopedUser(
  ctx: TestContext,
  opts: { userName: string; deptId: number; dataScope: string; menuIds: number[]; customDepts?: number[] },
) {
  const { db } = ctx.database;
  const [role] = await db
    .insert(sysRole)
    .values({ roleName: `r-${opts.userName}`, roleKey: `r_${opts.userName}`, roleSort: 9, dataScope: opts.dataScope })
    .returning();
  if (!role) throw new Error('role');
  if (opts.menuIds.length) {
    // Seeded pages stay disabled until their screens land; a disabled menu grants nothing.
    await db.update(sysMenu).set({ status: '0' }).where(inArray(sysMenu.menuId, opts.menuIds));
    await db.insert(sysRoleMenu).values(opts.menuIds.map((menuId) => ({ roleId: role.roleId, menuId })));
  }
  if (opts.customDepts?.length) {
    await db.insert(sysRoleDept).values(opts.customDepts.map((deptId) => ({ roleId: role.roleId, deptId })));
  }
  const [user] = await db
    .insert(sysUser)
    .values({
      userName: opts.userName,
      nickName: opts.userName,
      deptId: opts.deptId,
      password: await hashPassword('pass1234'),
    })
    .returning();
  if (!user) throw new Error('user');
  await db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return { userId: user.userId, roleId: role.roleId, headers: await login(ctx.app, opts.userName, 'pass1234') };
}

/** Inserts plain users (no roles) in departments. */
export async function plainUsers(ctx: TestContext, rows: Array<{ userName: string; deptId: number }>) {
  const password = await hashPassword('pass1234');
  return ctx.database.db
    .insert(sysUser)
    .values(rows.map((r) => ({ ...r, nickName: r.userName, password })))
    .returning({ userId: sysUser.userId, userName: sysUser.userName });
}

/**
 * The result code of an answer: the envelope's `code` (application results come with HTTP 200,
 * as RuoYi answers them), or the HTTP status of an answer that is no envelope (a download).
 */
export function codeOf(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }): number {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) return res.statusCode;
  const body = res.json() as { code?: unknown };
  return typeof body.code === 'number' ? body.code : res.statusCode;
}

/** Plain users (no roles), logged in: their ids and bearer headers, in the order given. */
export async function signedInUsers(ctx: TestContext, rows: Array<{ userName: string; deptId: number }>) {
  const users = await plainUsers(ctx, rows);
  return Promise.all(
    users.map(async (user) => ({ userId: user.userId, headers: await login(ctx.app, user.userName, 'pass1234') })),
  );
}

/**
 * A user an administrator creates through the API (POST /system/user, as the user screen does:
 * flagged to change the initial password), logged in with that password: their bearer headers.
 */
export async function adminCreatedUser(
  ctx: TestContext,
  admin: { authorization: string },
  user: { userName: string; nickName: string; password: string; deptId?: number },
) {
  const payload = { deptId: 103, ...user };
  const created = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/user', headers: admin, payload });
  if (codeOf(created) !== 200) throw new Error(`user ${user.userName} not created: ${created.body}`);
  return login(ctx.app, user.userName, user.password);
}

/** F menus holding the permissions (created where no menu holds them yet): their ids. */
export async function permissionMenus(ctx: TestContext, perms: readonly string[]): Promise<number[]> {
  const { db } = ctx.database;
  const menus = await db
    .select({ id: sysMenu.menuId, perms: sysMenu.perms })
    .from(sysMenu)
    .where(inArray(sysMenu.perms, [...perms]));
  for (const perm of perms.filter((p) => !menus.some((m) => m.perms === p))) {
    const [menu] = await db
      .insert(sysMenu)
      .values({ menuName: perm.slice(0, 50), menuType: 'F', perms: perm })
      .returning();
    if (menu) menus.push({ id: menu.menuId, perms: perm });
  }
  return menus.map((m) => m.id);
}

/** Sets a system parameter (sys_config) as an administrator would. */
export async function setConfig(ctx: TestContext, configKey: string, configValue: string) {
  await ctx.database.db.update(sysConfig).set({ configValue }).where(eq(sysConfig.configKey, configKey));
}
