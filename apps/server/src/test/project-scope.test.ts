import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRef } from '../core/project/project-ref.ts';
import { bizProjectRole, bizProjectRoleMenu } from '../core/project/project-roles.tables.ts';
import { bizProject, bizProjectNews, bizProjectUser } from '../core/project/projects.tables.ts';
import { bizConstructionLog } from '../modules/construction-logs/construction-logs.tables.ts';
import { MODULES } from '../modules/index.ts';
import { bizMeasurePlan } from '../modules/measure-plans/measure-plans.tables.ts';
import { sysMessage } from '../modules/messages/messages.tables.ts';
import { bizModelUpload, bizModelVersion, bizModelViewpoint } from '../modules/models/models.tables.ts';
import { bizPlan, bizPlanBinding, bizPlanTask } from '../modules/plans/plans.tables.ts';
import {
  bizProblem,
  bizProblemComment,
  bizProblemNotice,
  bizProblemRectification,
} from '../modules/problems/problems.tables.ts';
import { bizProductionItem } from '../modules/production/production.tables.ts';
import { bizProjectBand, bizProjectDetail, bizProjectStar } from '../modules/projects/projects.tables.ts';
import { bizQualityBranch, bizQualityItemize } from '../modules/quality/quality.tables.ts';
import { bizProjectFile, bizSafetyReport } from '../modules/safety-files/safety-files.tables.ts';
import { codeOf, permissionMenus, scopedUser } from './helpers.ts';
import { locate, operationOf, requestFor, valueFor } from './route-requests.ts';
import { createTestApp } from './test-app.ts';

/**
 * Cross-project enforcement (spec 01 §6): a full member (project admin) of project A, holding
 * every global permission, gets 403 'project.noAccess' on project B's data through EVERY
 * project-scoped route, changing nothing, while the same call on A passes the guard.
 * Requests are built from the route's `config.project` and its OpenAPI schemas; a route that
 * looks its project up from another row needs a row of that kind in `ownedRows` below
 * (src/test/route-requests.ts builds the requests).
 */

const ctx = await createTestApp();
let caller: { userId: number; headers: { authorization: string } };
let seq = 0;
const scoped = () => ctx.app.routeAccess.filter((r) => r.project);

/** A project with the caller as its admin, and the rows lookups resolve (one of each kind). */
async function projectWithRows(name: string, member: boolean): Promise<{ projectId: number; candidates: number[] }> {
  const { db } = ctx.database;
  const [project] = await db.insert(bizProject).values({ projectName: name }).returning();
  if (!project) throw new Error('project');
  const { projectId } = project;
  if (member) await db.insert(bizProjectUser).values({ projectId, userId: caller.userId, isAdmin: '1' });
  const [role] = await db
    .insert(bizProjectRole)
    .values({ projectId, roleName: `role-${name}`, roleKey: `role-${name}` })
    .returning();
  // Rows other modules' lookups resolve go here too (a problem of the project, say).
  const [problem] = await db
    .insert(bizProblem)
    .values({ projectId, name: `问题-${name}`, level: '一般', creatorId: caller.userId })
    .returning();
  const problemId = problem?.problemId ?? 0;
  const [rectification] = await db
    .insert(bizProblemRectification)
    .values({ problemId, projectId, content: '整改', files: '', creatorId: caller.userId, creator: 'memberOfA' })
    .returning();
  const [notice] = await db
    .insert(bizProblemNotice)
    .values({ projectId, problemId, recipient: String(caller.userId), creatorId: caller.userId })
    .returning();
  const [branch] = await db
    .insert(bizQualityBranch)
    .values({ projectId, branchName: `分部-${name}` })
    .returning();
  const [itemize] = await db
    .insert(bizQualityItemize)
    .values({ projectId, branchId: branch?.branchId ?? 0, itemizeName: `分项-${name}` })
    .returning();
  const [file] = await db
    .insert(bizProjectFile)
    .values({ projectId, category: '1', folder: '默认', fileName: 'a.pdf', url: '/x', fileType: 'pdf', size: 1 })
    .returning();
  const [report] = await db
    .insert(bizSafetyReport)
    .values({
      projectId,
      title: name,
      level: '一般',
      type: '用电',
      dept: 'd',
      inspectionTime: new Date(),
      inspectionContent: 'c',
      content: 'c',
    })
    .returning();
  // A band with a converted version, a viewpoint of it and an upload of the caller (the models module).
  const [band] = await db
    .insert(bizProjectBand)
    .values({ projectId, bandName: `分段-${name}` })
    .returning();
  const bandId = band?.bandId ?? 0;
  const [version] = await db
    .insert(bizModelVersion)
    .values({
      projectId,
      bandId,
      versionNo: 1,
      fileName: 'a.ifc',
      fileSize: 1,
      fileKey: '2026/01/01/00000000000000000000000000000000.ifc',
      status: '2',
    })
    .returning();
  const versionId = version?.versionId ?? 0;
  const camera = {
    kind: 'perspective' as const,
    position: [1, 1, 1] as [number, number, number],
    target: [0, 0, 0] as [number, number, number],
    up: [0, 0, 1] as [number, number, number],
  };
  const [viewpoint] = await db
    .insert(bizModelViewpoint)
    .values({ projectId, versionId, bandId, camera, clipping: [], selection: [], hidden: [] })
    .returning();
  const [upload] = await db
    .insert(bizModelUpload)
    .values({ projectId, bandId, userId: caller.userId, userName: 'memberOfA', fileName: 'a.ifc', size: 10 })
    .returning();
  const [log] = await db
    .insert(bizConstructionLog)
    .values({ projectId, logDate: '2026-01-05', weather: '晴', authorId: caller.userId })
    .returning();
  // A measure (措施计划) of the project.
  const [measure] = await db
    .insert(bizMeasurePlan)
    .values({
      projectId,
      title: `措施-${name}`,
      category: '0',
      content: '安全技术交底',
      ownerId: caller.userId,
      deadline: '2027-03-01',
    })
    .returning();
  // A plan with a task bound to a component (the plans module).
  const [plan] = await db
    .insert(bizPlan)
    .values({
      projectId,
      planName: `计划-${name}`,
      planGroup: '0',
      startDate: '2027-03-01',
      calendar: { weekendDays: [0, 6], holidays: [], workdays: [] },
    })
    .returning();
  const planId = plan?.planId ?? 0;
  const [planTask] = await db
    .insert(bizPlanTask)
    .values({
      planId,
      projectId,
      uid: 1,
      sort: 1,
      outlineLevel: 1,
      taskName: '任务',
      duration: 1,
      start: '2027-03-01',
      finish: '2027-03-01',
    })
    .returning();
  const [binding] = await db
    .insert(bizPlanBinding)
    .values({ planId, taskId: planTask?.taskId ?? 0, projectId, bandId, globalId: '0AAAAAAAAAAAAAAAAAAAAA' })
    .returning();
  const ownedRows = [
    planId,
    binding?.bindId ?? 0,
    bandId,
    versionId,
    viewpoint?.viewpointId ?? 0,
    upload?.uploadId ?? 0,
    role?.roleId ?? 0,
    problemId,
    rectification?.id ?? 0,
    notice?.id ?? 0,
    branch?.branchId ?? 0,
    itemize?.itemizeId ?? 0,
    file?.fileId ?? 0,
    report?.reportId ?? 0,
    log?.logId ?? 0,
    measure?.measureId ?? 0,
  ];
  return { projectId, candidates: [projectId, ...ownedRows] };
}

/** Everything a refused call must leave as it was: row counts and project B's own rows. */
async function state(projectId: number) {
  const { db } = ctx.database;
  const counts = [];
  for (const table of [
    bizProject,
    bizProjectUser,
    bizProjectRole,
    bizProjectRoleMenu,
    bizProjectNews,
    bizProjectStar,
    bizProjectDetail,
    sysMessage,
    bizProblem,
    bizProblemRectification,
    bizProblemComment,
    bizProblemNotice,
    bizQualityBranch,
    bizQualityItemize,
    bizProjectFile,
    bizSafetyReport,
    bizProjectBand,
    bizModelVersion,
    bizModelViewpoint,
    bizModelUpload,
    bizConstructionLog,
    bizMeasurePlan,
    bizProductionItem,
    bizPlan,
    bizPlanTask,
    bizPlanBinding,
  ])
    counts.push((await db.select({ n: count() }).from(table))[0]?.n);
  return {
    counts,
    project: await db.select().from(bizProject).where(eq(bizProject.projectId, projectId)),
    roles: await db.select().from(bizProjectRole).where(eq(bizProjectRole.projectId, projectId)),
    members: await db.select().from(bizProjectUser).where(eq(bizProjectUser.projectId, projectId)),
    problems: await db.select().from(bizProblem).where(eq(bizProblem.projectId, projectId)),
    notices: await db.select().from(bizProblemNotice).where(eq(bizProblemNotice.projectId, projectId)),
  };
}

beforeAll(async () => {
  // Every global permission the project-scoped routes ask for, and those services check beside them
  // (a module's `permissions`, e.g. the dashboards' per problem kind); fixture buttons for any without a menu.
  const perms = [
    ...new Set([
      ...scoped().flatMap((r) => (typeof r.access === 'object' ? [r.access.permission] : [])),
      ...MODULES.flatMap((m) => m.permissions ?? []),
    ]),
  ];
  caller = await scopedUser(ctx, {
    userName: 'memberOfA',
    deptId: 103,
    dataScope: '1',
    menuIds: await permissionMenus(ctx, perms),
  });
});
afterAll(() => ctx.close());

describe('project scope', () => {
  it('covers the project-scoped routes of every module', () => {
    const urls = scoped().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /prod-api/business/projectRole/:id',
        'PUT /prod-api/business/projectRole/addUserProjectRole',
        'GET /prod-api/business/problem/:id',
        'POST /prod-api/business/quality/addQualityProblemComment',
        'GET /prod-api/business/quality/getQualityProblemRectification/:id',
        'PUT /prod-api/business/quality/replyQualityNotice',
        'GET /prod-api/business/quality/getQualityBranch/:id',
        'POST /prod-api/business/quality/addQualityItemize',
        'POST /prod-api/business/quality/applyQualityTemp/:id',
        'GET /prod-api/business/quality/problemTrend/:projectId/:kind/:period',
        'PUT /prod-api/business/safetyFile/editQualityFile',
        'DELETE /prod-api/business/safetyFile/delSafetyReport/:id',
        'GET /prod-api/business/model/element/list',
        'PUT /prod-api/business/model/band',
        'DELETE /prod-api/business/model/version/:versionId',
        'GET /prod-api/business/model/viewpoint/:viewpointId',
        'PATCH /prod-api/business/model/upload/:uploadId',
        'PUT /prod-api/business/schedule/log/sign/:logId',
        'GET /prod-api/business/plan/:id',
        'POST /prod-api/business/plan/unBind/:id',
        'GET /prod-api/business/planRecord/list/:id',
        'POST /prod-api/business/plan/bind',
      ]),
    );
  });

  it('every route that takes a projectId declares where its project is', () => {
    const unscoped = ctx.app.routeAccess
      .filter((r) => !r.project)
      .filter((r) => {
        const op = operationOf(ctx.app, r);
        const body = op.requestBody?.content?.['application/json']?.schema.properties ?? {};
        return (op.parameters ?? []).some((p) => p.name === 'projectId') || 'projectId' in body;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(unscoped).toEqual([]);
  });

  it('refuses a member of project A on project B through every project-scoped route, changing nothing', async () => {
    const b = await projectWithRows('B', false);
    for (const route of scoped()) {
      const name = `${route.method} ${route.url}`;
      const a = await projectWithRows(`A${++seq}`, true);
      const ref = route.project as ProjectRef;
      const { db } = ctx.database;
      const at = await locate(ref, route.url, db);
      const before = await state(b.projectId);
      const refused = await ctx.app.inject(
        requestFor(ctx.app, route, at, await valueFor(ref, at, b, name, db), caller.headers),
      );
      expect(refused.json(), `${name} on B`).toEqual({ code: 403, msg: '没有权限访问该项目数据！' });
      expect(await state(b.projectId), `${name} changed B`).toEqual(before);
      const own = await ctx.app.inject(
        requestFor(ctx.app, route, at, await valueFor(ref, at, a, name, db), caller.headers),
      );
      expect([401, 403], `${name} on A: ${own.body}`).not.toContain(codeOf(own));
    }
    // The walk grows with every module's routes (two requests and a state read per route).
  }, 240_000);
});
