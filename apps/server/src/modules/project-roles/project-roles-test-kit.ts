import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bizProjectRole, bizProjectRoleMenu } from '../../core/project/project-roles.tables.ts';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';
import { scopedUser } from '../../test/helpers.ts';
import type { TestContext } from '../../test/test-app.ts';

/** Test helpers of the project-roles tests (not a test file itself): rows are inserted directly. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;

/** Calls /prod-api/business/projectRole as the holder of `headers`. */
export const roleCaller =
  (ctx: TestContext, headers: { authorization: string }): Call =>
  (method, url, payload) =>
    ctx.app.inject({
      method,
      url: `/prod-api/business/projectRole${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });

/** System menus granting every project-role and project-member permission (pages and buttons). */
export const MEMBER_MENUS = [2, 233, 520, 1120, 1121, 1122, 1123, 521, 1130, 1131, 1132];

/** A user whose system role holds every member-management permission (their project role still limits them). */
export const memberManager = (ctx: TestContext, userName: string) =>
  scopedUser(ctx, { userName, deptId: 103, dataScope: '1', menuIds: MEMBER_MENUS });

export async function insertProject(ctx: TestContext, projectName: string): Promise<number> {
  const [row] = await ctx.database.db
    .insert(bizProject)
    .values({ projectName, createBy: 'admin' })
    .returning({ id: bizProject.projectId });
  if (!row) throw new Error('project insert returned nothing');
  return row.id;
}

export async function insertRole(
  ctx: TestContext,
  projectId: number,
  opts: { roleName: string; roleKey?: string; menuIds?: number[]; status?: string },
): Promise<number> {
  const { db } = ctx.database;
  const [row] = await db
    .insert(bizProjectRole)
    .values({ projectId, roleName: opts.roleName, roleKey: opts.roleKey ?? opts.roleName, status: opts.status ?? '0' })
    .returning({ id: bizProjectRole.roleId });
  if (!row) throw new Error('role insert returned nothing');
  if (opts.menuIds?.length)
    await db.insert(bizProjectRoleMenu).values(opts.menuIds.map((menuId) => ({ roleId: row.id, menuId })));
  return row.id;
}

export async function insertMember(
  ctx: TestContext,
  projectId: number,
  userId: number,
  opts: { isAdmin?: boolean; roleId?: number | null; userType?: string; joined?: string } = {},
) {
  await ctx.database.db.insert(bizProjectUser).values({
    projectId,
    userId,
    roleId: opts.roleId ?? null,
    isAdmin: opts.isAdmin ? '1' : '0',
    userType: opts.userType ?? '0',
    ...(opts.joined ? { createTime: new Date(opts.joined) } : {}),
  });
}

export async function membership(ctx: TestContext, projectId: number, userId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(bizProjectUser)
    .where(and(eq(bizProjectUser.projectId, projectId), eq(bizProjectUser.userId, userId)));
  return row;
}
