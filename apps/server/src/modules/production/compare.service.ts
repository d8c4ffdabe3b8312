import {
  SCHEDULE_COMPARE_PERMS as C,
  COMPARE_MAX_DAYS,
  type compareCurveQuery,
  type compareDayQuery,
  type productionPlanQuery,
  type scheduleCompareQuery,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { dateOf, dayNumber, leafTasksOf } from '../plans/index.ts';
import { DailyCompare, reportsOf } from './daily-compare.ts';
import { type PlanSource, type RangeQuery, todayKey } from './plan-source.ts';

type Page = { pageNum: number; pageSize: number };
const slice = <T>(rows: T[], page: Page) => ({
  rows: rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize),
  total: rows.length,
});

/**
 * 每日对比: a plan's planned against earned percent per day (DailyCompare computes them in one
 * pass from one read of the plan's leaf tasks and one of the project's logged work).
 */
export class CompareService {
  constructor(private readonly source: PlanSource) {}

  plans(p: Principal, query: z.output<typeof productionPlanQuery>) {
    return this.source.plans(p, query, C.compare);
  }

  /** The days of the range, paged (the table). */
  async list(p: Principal, query: z.output<typeof scheduleCompareQuery>) {
    const { compare, from, to } = await this.compare(p, query.planId, query);
    return slice(compare.curve(from, to), query);
  }

  /** Every day of the range (the S-curve and the increments). */
  async curve(p: Principal, query: z.output<typeof compareCurveQuery>) {
    const { compare, from, to, baseline } = await this.compare(p, query.planId, query);
    return { beginDate: dateOf(from), endDate: dateOf(to), baseline, points: compare.curve(from, to) };
  }

  /** The tasks planned to progress on a day, paged. */
  async day(p: Principal, query: z.output<typeof compareDayQuery>) {
    const { compare } = await this.compare(p, query.planId, {});
    return slice(compare.tasksOn(dayNumber(query.date)), query);
  }

  private async compare(p: Principal, planId: number, query: RangeQuery) {
    const { plan, days } = await this.source.open(p, planId, C.compare);
    const { from, to } = this.source.range(plan, query);
    const count = to - from + 1;
    if (count > COMPARE_MAX_DAYS) throw badRequest('production.compareRange', { count, max: COMPARE_MAX_DAYS });
    const [tasks, work] = await Promise.all([
      leafTasksOf(plan.planId, this.source.db),
      this.source.work(plan.projectId),
    ]);
    const reports = reportsOf(work, new Set(tasks.map((t) => t.taskId)));
    const compare = new DailyCompare({ days, tasks, reports, today: dayNumber(todayKey()) });
    return { compare, from, to, baseline: plan.versionNo > 0 };
  }
}
