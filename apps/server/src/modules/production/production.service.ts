import {
  PRODUCTION_PERMS as P,
  PRODUCTION_MAX_PERIODS,
  type ProductionPeriod,
  type productionChartQuery,
  type productionItemBody,
  type productionPlanQuery,
  type productionQuery,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { dateOf, type LeafTask, leafTaskPage, leafTasksByIds, type PlanHead } from '../plans/index.ts';
import { periodCount, periodsOf } from './periods.ts';
import { type PlanDays, round2, round3 } from './plan-days.ts';
import type { PlanSource, RangeQuery } from './plan-source.ts';
import type { ProductionRepository } from './production.repository.ts';
import type { ProductionItem } from './production.tables.ts';
import { cellsOf, chartOf, quantitiesByTask, type TaskProduction } from './production-figures.ts';

const author = (p: Principal) => (p.user.nickName || p.userName).slice(0, 64);

/**
 * 生产进度: per leaf task of a plan a unit and a planned quantity; planned per period is the
 * planned quantity spread evenly over the task's working days (baseline, else scheduled dates, on
 * the plan's calendar), actual per period the sum of the daily logs' work-row quantities.
 */
export class ProductionService {
  constructor(
    private readonly repo: ProductionRepository,
    private readonly source: PlanSource,
  ) {}

  plans(p: Principal, query: z.output<typeof productionPlanQuery>) {
    return this.source.plans(p, query, P.list);
  }

  async list(p: Principal, query: z.output<typeof productionQuery>) {
    const { plan, days } = await this.source.open(p, query.planId, P.list);
    const periods = this.periods(plan, query, query.period);
    const { rows, total } = await leafTaskPage(plan.planId, query.keyword, query, this.source.db);
    const production = await this.production(plan, days, rows);
    return {
      total,
      rows: rows.map((task) => {
        const { item, figures } = production.get(task.taskId) as { item?: ProductionItem; figures: TaskProduction };
        const actual = figures.logged.reduce((sum, r) => sum + r.quantity, 0);
        return {
          taskId: task.taskId,
          wbs: task.wbs,
          taskName: task.taskName,
          start: dateOf(figures.span.start),
          finish: dateOf(figures.span.finish),
          unit: item?.unit ?? '',
          plannedQuantity: figures.planned,
          actualQuantity: round3(actual),
          percentDone: figures.planned > 0 ? round2((actual / figures.planned) * 100) : null,
          periods: cellsOf(days, figures, periods),
        };
      }),
    };
  }

  /** One task, or every task of one unit (the plan's first unit when none is chosen). */
  async chart(p: Principal, query: z.output<typeof productionChartQuery>) {
    const { plan, days } = await this.source.open(p, query.planId, P.list);
    const periods = this.periods(plan, query, query.period);
    const units = await this.repo.units(plan.planId);
    let unit: string | null;
    let tasks: LeafTask[];
    if (query.taskId) {
      tasks = await this.leafTasks(plan, [query.taskId]);
      unit = (await this.repo.ofTasks([query.taskId])).get(query.taskId)?.unit ?? null;
    } else {
      unit = query.unit ?? units[0] ?? null;
      const items = unit === null ? [] : await this.repo.ofUnit(plan.planId, unit);
      tasks = await leafTasksByIds(
        plan.planId,
        items.map((i) => i.taskId),
        this.source.db,
      );
    }
    const production = await this.production(plan, days, tasks);
    return {
      unit,
      units,
      points: chartOf(
        days,
        [...production.values()].map((x) => x.figures),
        periods,
      ),
    };
  }

  async setItem(p: Principal, body: z.output<typeof productionItemBody>) {
    const { plan } = await this.source.open(p, body.planId, P.edit);
    await this.leafTasks(plan, [body.taskId]);
    await this.repo.upsert({
      taskId: body.taskId,
      planId: plan.planId,
      projectId: plan.projectId,
      unit: body.unit,
      plannedQuantity: body.plannedQuantity,
      updateBy: author(p),
    });
  }

  /** These leaf tasks of the plan; a task that is not one is refused. */
  private async leafTasks(plan: PlanHead, taskIds: number[]) {
    const tasks = await leafTasksByIds(plan.planId, taskIds, this.source.db);
    const missing = taskIds.find((id) => !tasks.some((t) => t.taskId === id));
    if (missing !== undefined) throw badRequest('production.notLeafTask', { id: missing });
    return tasks;
  }

  /** The periods of the range, refused beyond the most a table shows. */
  private periods(plan: PlanHead, query: RangeQuery, kind: ProductionPeriod) {
    const { from, to } = this.source.range(plan, query);
    const count = periodCount(kind, from, to);
    if (count > PRODUCTION_MAX_PERIODS)
      throw badRequest('production.tooManyPeriods', { count, max: PRODUCTION_MAX_PERIODS });
    return periodsOf(kind, from, to);
  }

  /** Each task's item and production figures (its span, planned quantity, logged quantities). */
  private async production(plan: PlanHead, days: PlanDays, tasks: readonly LeafTask[]) {
    const ids = tasks.map((t) => t.taskId);
    const [items, work] = await Promise.all([
      this.repo.ofTasks(ids),
      tasks.length ? this.source.work(plan.projectId) : [],
    ]);
    const logged = quantitiesByTask(work, new Set(ids));
    return new Map(
      tasks.map((task) => {
        const item = items.get(task.taskId);
        const figures: TaskProduction = {
          span: days.spanOf(task),
          planned: item?.plannedQuantity ?? 0,
          logged: logged.get(task.taskId) ?? [],
        };
        return [task.taskId, { ...(item ? { item } : {}), figures }];
      }),
    );
  }
}
