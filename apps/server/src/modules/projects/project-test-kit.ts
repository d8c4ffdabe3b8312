import type { ProjectCreate, ProjectRow } from '@zj/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bizProjectRole } from '../../core/project/project-roles.tables.ts';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';
import { scopedUser } from '../../test/helpers.ts';
import type { TestContext } from '../../test/test-app.ts';

/** Test helpers of the project module's tests (not a test file itself). */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;

/** Calls /prod-api as the holder of `headers`. */
export const caller =
  (ctx: TestContext, headers: { authorization: string }): Call =>
  (method, url, payload) =>
    ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

/** Creates a project through the API and answers its row (fails the test on an error). */
export async function createProject(call: Call, body: ProjectCreate): Promise<ProjectRow> {
  const res = await call('POST', '/business/project/create', body);
  const answer = res.json();
  if (answer.code !== 200) throw new Error(`create failed: ${res.body}`);
  return answer.data;
}

/** System menus of the project pages: list/query/add/edit/remove buttons, archive, organization. */
export const PROJECT_MENUS = [2, 1110, 1111, 1112, 1113, 1114, 111, 233, 522, 236];

/** A user whose system role holds every project permission (their project role still limits them). */
export const projectUser = (ctx: TestContext, userName: string) =>
  scopedUser(ctx, { userName, deptId: 103, dataScope: '1', menuIds: PROJECT_MENUS });

/** Makes a user a member of a project (holding its default role), optionally its admin. */
export async function addMember(
  ctx: TestContext,
  projectId: number,
  userId: number,
  opts: { isAdmin?: boolean; userType?: string } = {},
) {
  const { db } = ctx.database;
  const [role] = await db
    .select({ roleId: bizProjectRole.roleId })
    .from(bizProjectRole)
    .where(and(eq(bizProjectRole.projectId, projectId), eq(bizProjectRole.roleKey, 'member')));
  await db.insert(bizProjectUser).values({
    projectId,
    userId,
    roleId: role?.roleId ?? null,
    isAdmin: opts.isAdmin ? '1' : '0',
    userType: opts.userType ?? '0',
  });
}

export async function projectInDb(ctx: TestContext, projectId: number) {
  const [row] = await ctx.database.db.select().from(bizProject).where(eq(bizProject.projectId, projectId));
  return row;
}

/** A valid create body with the given name and overrides. */
export const projectBody = (projectName: string, extra: Partial<ProjectCreate> = {}): ProjectCreate => ({
  projectName,
  status: '1',
  projectType: 'building',
  address: '上海市浦东新区',
  longitude: 121.5,
  latitude: 31.2,
  startDate: '2024-03-01',
  plannedEndDate: '2026-06-30',
  ...extra,
});
