import { PLAN_PERMS as P, PLAN_GROUPS, PLAN_STATUS, type projectStatusBody } from '@zj/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { projectsSeenBy } from '../../core/project/project-access.ts';
import { bizProject } from '../../core/project/projects.tables.ts';
import type { Plan } from './plans.repository.ts';
import { type PlansService, todayIn } from './plans.service.ts';
import { bizPlan, bizPlanProjectStatus } from './plans.tables.ts';

type ProjectStatus = '0' | '1' | '2' | '3';
/** The most projects the map shows at once. */
const MAP_MAX = 2000;

/**
 * A project's progress from its master plan — the first approved plan of group '0' (总进度计划),
 * else its first plan — and its status (biz_project.status, the projects kernel's) with the day it
 * took effect (kept in biz_plan_project_status).
 */
export class PlanProgress {
  constructor(private readonly plans: PlansService) {}

  private get db() {
    return this.plans.repo.db;
  }

  /** The master plan of each project (see the class). */
  private async masterPlans(projectIds: number[]): Promise<Map<number, Plan>> {
    if (projectIds.length === 0) return new Map();
    const plans = await this.db
      .select()
      .from(bizPlan)
      .where(inArray(bizPlan.projectId, projectIds))
      .orderBy(asc(bizPlan.sort), asc(bizPlan.planId));
    const out = new Map<number, Plan>();
    for (const plan of plans)
      if (plan.planGroup === PLAN_GROUPS.master && plan.status === PLAN_STATUS.approved && !out.has(plan.projectId))
        out.set(plan.projectId, plan);
    for (const plan of plans) if (!out.has(plan.projectId)) out.set(plan.projectId, plan);
    return out;
  }

  private async progressOf(projects: Array<{ projectId: number; projectName: string; status: string }>) {
    const ids = projects.map((x) => x.projectId);
    const masters = await this.masterPlans(ids);
    const figures = await this.plans.repo.figures(
      [...masters.values()].map((x) => x.planId),
      todayIn(this.plans.zone),
    );
    const dates = new Map(
      ids.length === 0
        ? []
        : (
            await this.db
              .select({ projectId: bizPlanProjectStatus.projectId, statusDate: bizPlanProjectStatus.statusDate })
              .from(bizPlanProjectStatus)
              .where(inArray(bizPlanProjectStatus.projectId, ids))
          ).map((r) => [r.projectId, r.statusDate]),
    );
    return projects.map((project) => {
      const plan = masters.get(project.projectId);
      const f = plan ? figures.get(plan.planId) : undefined;
      return {
        projectId: project.projectId,
        projectName: project.projectName,
        planId: plan?.planId ?? null,
        planName: plan?.planName ?? null,
        startDate: plan?.startDate ?? null,
        finishDate: plan?.finishDate ?? null,
        progress: f?.progress ?? 0,
        plannedProgress: f?.plannedProgress ?? null,
        lateTasks: f?.lateTasks ?? 0,
        projectStatus: (['0', '1', '2', '3'].includes(project.status) ? project.status : '1') as ProjectStatus,
        statusDate: dates.get(project.projectId) ?? null,
      };
    });
  }

  async project(p: Principal, projectId: number) {
    const project = await this.plans.projects.requireProjectAccess(p, projectId, P.list);
    const [row] = await this.progressOf([project]);
    if (!row) throw new Error('no progress row');
    const { projectName: _name, ...rest } = row;
    return rest;
  }

  /** Every project the caller may see (the project kernel's visibility rule), by name. */
  async forMap(p: Principal) {
    const projects = await this.db
      .select({ projectId: bizProject.projectId, projectName: bizProject.projectName, status: bizProject.status })
      .from(bizProject)
      .where(projectsSeenBy(p) as SQL)
      .orderBy(asc(bizProject.projectId))
      .limit(MAP_MAX);
    return this.progressOf(projects);
  }

  /** Sets the project's status and the day it took effect. */
  async setStatus(p: Principal, body: z.output<typeof projectStatusBody>): Promise<void> {
    await this.plans.projects.requireProjectAccess(p, body.projectId, P.projectStatus);
    await this.db.transaction(async (tx) => {
      await tx
        .update(bizProject)
        .set({ status: body.projectStatus, updateBy: p.userName, updateTime: new Date() })
        .where(eq(bizProject.projectId, body.projectId));
      await tx
        .insert(bizPlanProjectStatus)
        .values({
          projectId: body.projectId,
          status: body.projectStatus,
          statusDate: body.statusDate,
          updateBy: p.userName,
        })
        .onConflictDoUpdate({
          target: bizPlanProjectStatus.projectId,
          set: {
            status: body.projectStatus,
            statusDate: body.statusDate,
            updateBy: p.userName,
            updateTime: new Date(),
          },
        });
    });
  }
}
