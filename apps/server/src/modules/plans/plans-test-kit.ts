import { PLAN_PERMS, type PlanLinkBody, type PlanTaskBody } from '@zj/contract';
import { expect } from 'vitest';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { login } from '../../test/test-app.ts';
import { callerOf, data, projectOf, qualityApp, type User, userWith } from '../quality/quality-test-kit.ts';

/** Test helpers of the plans module's tests (not a test file itself). */

export const ALL_PLAN_PERMS = Object.values(PLAN_PERMS);
/** Every day a working day: dates are the start plus the working-day points (hand-computed tests). */
export const EVERY_DAY = { weekendDays: [], holidays: [], workdays: [] };
export const WEEKENDS_ONLY = { weekendDays: [0, 6], holidays: [], workdays: [] };

/** The tables a refused call must leave as they were. */
export const PLAN_TABLES = ['biz_plan', 'biz_plan_task', 'biz_plan_link', 'biz_plan_binding', 'biz_plan_record'];

export const task = (id: string, duration: number, extra: Partial<PlanTaskBody> = {}): PlanTaskBody => ({
  id,
  taskName: extra.taskName ?? id,
  outlineLevel: 1,
  duration,
  ...extra,
});
export const link = (from: string, to: string, type: PlanLinkBody['type'] = 'FS', lag = 0): PlanLinkBody => ({
  from,
  to,
  type,
  lag,
});

/**
 * The world of a plans test: an app with uploads, project A (keeper its admin, viewer a member who
 * may only read, approver a member holding 审批人), project B (outsider its admin).
 */
export async function plansWorld(name: string) {
  const app = await qualityApp();
  const { ctx } = app;
  const keeper = await userWith(ctx, `${name}keeper`, ALL_PLAN_PERMS);
  const viewer = await userWith(ctx, `${name}viewer`, ALL_PLAN_PERMS);
  const outsider = await userWith(ctx, `${name}outsider`, ALL_PLAN_PERMS);
  const approverBase = await userWith(ctx, `${name}approver`, ALL_PLAN_PERMS);
  await ctx.database.db.insert(sysUserRole).values({ userId: approverBase.userId, roleId: 3 });
  const approverHeaders = await login(ctx.app, `${name}approver`, 'pass1234');
  const approver: User = { ...approverBase, headers: approverHeaders, call: callerOf(ctx, approverHeaders) };
  const projectA = await projectOf(ctx, `${name}-甲项目`, {
    admins: [keeper],
    members: [viewer, approver],
    memberPerms: [PLAN_PERMS.list, PLAN_PERMS.query],
  });
  const projectB = await projectOf(ctx, `${name}-乙项目`, { admins: [outsider] });
  return { app, ctx, keeper, viewer, outsider, approver, projectA, projectB };
}

/** The envelope of a call that must succeed. */
export const ok = async (res: ReturnType<User['call']>) => {
  const body = await data(res);
  expect(body.code, body.msg).toBe(200);
  return body;
};

/** Adds a plan and answers its id. */
export async function addPlan(user: User, body: object): Promise<number> {
  return (await ok(user.call('POST', '/business/plan', body))).data as number;
}
