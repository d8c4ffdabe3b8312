import { formatTime } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import { type LoggedWorkRow, loggedWorkOf } from '../construction-logs/index.ts';
import { dayNumber, type PlanHead, planHead, planHeadPage } from '../plans/index.ts';
import { PlanDays } from './plan-days.ts';

/** Today in the display zone, `YYYY-MM-DD` (the daily logs' day). */
export const todayKey = () => formatTime(new Date()).slice(0, 10);

/** A day range of a query; absent ends are the plan's start and finish. */
export interface RangeQuery {
  beginDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * What 生产进度 and 每日对比 read of other modules: the plan (access checked with the page's
 * permission through the project kernel), its working days, and the project's logged work.
 */
export class PlanSource {
  constructor(
    readonly db: Db,
    private readonly projects: ProjectAccess,
  ) {}

  /** The project's plans to choose from. */
  async plans(
    p: Principal,
    query: { projectId: number; planName?: string | undefined; pageNum: number; pageSize: number },
    permission: string,
  ) {
    await this.projects.requireProjectAccess(p, query.projectId, permission);
    return planHeadPage(query.projectId, query.planName, query, this.db);
  }

  /** The plan, if the caller may see its project with `permission`. */
  async open(p: Principal, planId: number, permission: string): Promise<{ plan: PlanHead; days: PlanDays }> {
    const plan = await planHead(planId, this.db);
    if (!plan) throw new AppError(404, 'plan.notFound');
    await this.projects.requireProjectAccess(p, plan.projectId, permission);
    return { plan, days: new PlanDays(plan) };
  }

  /** The range as day numbers (the plan's start and finish by default); refused when reversed. */
  range(plan: PlanHead, query: RangeQuery): { from: number; to: number } {
    const from = dayNumber(query.beginDate ?? plan.startDate);
    const to = dayNumber(query.endDate ?? plan.finishDate ?? plan.startDate);
    if (from > to) throw badRequest('production.dateRange');
    return { from, to };
  }

  /** The work rows on plan tasks of the project's logs, up to today. */
  work(projectId: number): Promise<LoggedWorkRow[]> {
    return loggedWorkOf(projectId, todayKey(), this.db);
  }
}
