import { MEASURE_PERMS } from '@zj/contract';
import { expect } from 'vitest';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { permissionMenus } from '../../test/helpers.ts';
import { login, type TestContext } from '../../test/test-app.ts';
import { insertMember, insertProject, insertRole } from '../project-roles/project-roles-test-kit.ts';
import { type Call, callerOf, data, projectOf, qualityApp, type User, userWith } from '../quality/quality-test-kit.ts';

/** Test helpers of the measure-plans tests (not a test file itself). */

export const ALL_MEASURE_PERMS = Object.values(MEASURE_PERMS);
export const MEASURE_TABLES = ['biz_measure_plan'];
export const BASE = '/business/measure';

/**
 * The world of a measures test: project A (keeper its admin; owner a member with every measure
 * permission; viewer a member who may only read; approver a reader holding 审批人), project B
 * (outsider its admin), and a stranger of no project — all with every measure permission in the
 * system.
 */
export async function measuresWorld(name: string) {
  const app = await qualityApp();
  const { ctx } = app;
  const keeper = await userWith(ctx, `${name}keeper`, ALL_MEASURE_PERMS);
  const owner = await userWith(ctx, `${name}owner`, ALL_MEASURE_PERMS);
  const viewer = await userWith(ctx, `${name}viewer`, ALL_MEASURE_PERMS);
  const outsider = await userWith(ctx, `${name}outsider`, ALL_MEASURE_PERMS);
  const stranger = await userWith(ctx, `${name}stranger`, ALL_MEASURE_PERMS);
  const approverBase = await userWith(ctx, `${name}approver`, ALL_MEASURE_PERMS);
  await ctx.database.db.insert(sysUserRole).values({ userId: approverBase.userId, roleId: 3 });
  const approverHeaders = await login(ctx.app, `${name}approver`, 'pass1234');
  const approver: User = { ...approverBase, headers: approverHeaders, call: callerOf(ctx, approverHeaders) };
  const projectA = await insertProject(ctx, `${name}-甲项目`);
  await insertMember(ctx, projectA, keeper.userId, { isAdmin: true });
  const role = async (roleName: string, perms: readonly string[]) =>
    insertRole(ctx, projectA, { roleName, menuIds: await permissionMenus(ctx, perms) });
  const allRole = await role(`${name}-all`, ALL_MEASURE_PERMS);
  const readRole = await role(`${name}-read`, [MEASURE_PERMS.list, MEASURE_PERMS.query]);
  await insertMember(ctx, projectA, owner.userId, { roleId: allRole });
  await insertMember(ctx, projectA, viewer.userId, { roleId: readRole });
  await insertMember(ctx, projectA, approver.userId, { roleId: readRole });
  const projectB = await projectOf(ctx, `${name}-乙项目`, { admins: [outsider] });
  return { app, ctx, keeper, owner, viewer, outsider, stranger, approver, projectA, projectB };
}

/** The envelope of a call that must succeed. */
export const ok = async (res: ReturnType<User['call']>) => {
  const body = await data(res);
  expect(body.code, body.msg).toBe(200);
  return body;
};

/** The user's calls in English. */
export const inEnglish =
  (ctx: TestContext, user: User): Call =>
  (method, url, payload) =>
    ctx.app.inject({
      method,
      url: `/prod-api${url}`,
      headers: { ...user.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
