import { hashPassword } from '../../core/auth/password.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import type { TestContext } from '../../test/test-app.ts';

/** What the login hardening tests share: a user to log in as, a login from an address, getInfo. */

export type Headers = { authorization: string };

export async function addUser(ctx: TestContext, userName: string, password = 'pass1234') {
  const [row] = await ctx.database.db
    .insert(sysUser)
    .values({ userName, nickName: userName, deptId: 103, password: await hashPassword(password) })
    .returning({ userId: sysUser.userId });
  if (!row) throw new Error('user');
  return row.userId;
}

export const tryLogin = (ctx: TestContext, username: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/prod-api/auth/login',
    remoteAddress,
    payload: { username, password },
  });

export const getInfo = (ctx: TestContext, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/getInfo', headers });
