import { z } from 'zod';
import { bodyId, num, str, textFilter } from './common.ts';
import { WORK_QUANTITY_MAX } from './construction-logs.ts';
import { pageQuery } from './envelope.ts';
import { planDay, planStatus } from './plans.ts';
import type { ApiWire } from './time.ts';

/**
 * 生产进度 and 每日对比 (issue 26): planned against actual quantities per leaf task of a plan and
 * period (the planned quantity spread evenly over the task's working days, the actual the sum of the
 * daily logs' work-row quantities), and planned against earned percent of a plan per day (the
 * S-curve). Paths under /business/production and /business/schedule/compare.
 */

export const PRODUCTION_PERMS = {
  /** The page's permission (menu 212): the table and the chart. */
  list: 'business:production:list',
  /** Set a task's unit and planned quantity. */
  edit: 'business:production:edit',
} as const;

export const SCHEDULE_COMPARE_PERMS = {
  /** The page's permission (menu 220): the table, the curve and a day's tasks. */
  compare: 'business:schedule:compare',
} as const;

/** The most period columns of one table or chart, and the most days of one comparison. */
export const PRODUCTION_MAX_PERIODS = 62;
export const COMPARE_MAX_DAYS = 1100;

const queryId = num(z.number().int().min(1));
const optionalQueryId = z.union([z.literal('').transform(() => undefined), queryId]).optional();
const optionalDay = z.union([z.literal('').transform(() => undefined), planDay]).optional();

/** The period of the columns: a day, a week (Monday to Sunday) or a calendar month. */
export const productionPeriod = z.enum(['day', 'week', 'month']);
export type ProductionPeriod = z.infer<typeof productionPeriod>;

/** A day range; absent ends are the plan's start and finish. */
const range = { beginDate: optionalDay, endDate: optionalDay };

/** GET …/plans: the project's plans to choose from (both pages). */
export const productionPlanQuery = pageQuery.extend({ projectId: queryId, planName: textFilter() });
export const productionPlanRow = z.object({
  planId: z.number().int(),
  planName: z.string(),
  planGroup: z.string(),
  status: planStatus,
  startDate: z.string(),
  finishDate: z.string().nullable(),
});
export type ProductionPlanRow = ApiWire<typeof productionPlanRow>;

// ---- 生产进度 ----------------------------------------------------------------------------

/** GET /business/production/list: a plan's leaf tasks with their production, by WBS or name. */
export const productionQuery = pageQuery.extend({
  planId: queryId,
  period: productionPeriod.default('month'),
  ...range,
  keyword: textFilter(50),
});
export type ProductionQuery = z.input<typeof productionQuery>;

/** A period of a row or of the chart: its first and last day within the range. */
export const productionCell = z.object({
  /** `YYYY-MM-DD` of its first day (a week's Monday) or `YYYY-MM` of a month. */
  key: z.string(),
  from: z.string(),
  to: z.string(),
  planned: z.number(),
  actual: z.number(),
});
export type ProductionCell = ApiWire<typeof productionCell>;

export const productionRow = z.object({
  taskId: z.number().int(),
  wbs: z.string(),
  taskName: z.string(),
  /** The days the planned quantity is spread over: the baseline's, else the scheduled ones. */
  start: z.string(),
  finish: z.string(),
  unit: z.string(),
  plannedQuantity: z.number(),
  /** Every logged quantity of the task (to date). */
  actualQuantity: z.number(),
  /** actual ÷ planned × 100 (null without a planned quantity). */
  percentDone: z.number().nullable(),
  periods: z.array(productionCell),
});
export type ProductionRow = ApiWire<typeof productionRow>;

/** PUT /business/production/item: a leaf task's unit and planned quantity. */
export const productionItemBody = z.object({
  planId: bodyId,
  taskId: bodyId,
  unit: str().trim().min(1).max(20),
  plannedQuantity: num(z.number().min(0).max(WORK_QUANTITY_MAX)),
});
export type ProductionItemBody = z.input<typeof productionItemBody>;

/** GET /business/production/chart: one task, or every task of one unit. */
export const productionChartQuery = z.object({
  planId: queryId,
  period: productionPeriod.default('month'),
  ...range,
  taskId: optionalQueryId,
  unit: textFilter(20),
});
export type ProductionChartQuery = z.input<typeof productionChartQuery>;

export const productionChart = z.object({
  /** The unit charted (null: the plan has no production item yet). */
  unit: z.string().nullable(),
  /** Every unit of the plan's production items (the choices of the whole-plan chart). */
  units: z.array(z.string()),
  /** Per period; the cumulative figures count from the plan's beginning. */
  points: z.array(productionCell.extend({ cumulativePlanned: z.number(), cumulativeActual: z.number() })),
});
export type ProductionChart = ApiWire<typeof productionChart>;

// ---- 每日对比 ----------------------------------------------------------------------------

/** GET /business/schedule/compare/list and …/curve: a plan's days in a range. */
export const scheduleCompareQuery = pageQuery.extend({ planId: queryId, ...range });
export type ScheduleCompareQuery = z.input<typeof scheduleCompareQuery>;
export const compareCurveQuery = z.object({ planId: queryId, ...range });

/** A day: percents of the whole plan at the end of the day; actual figures are null after today. */
export const compareDayRow = z.object({
  date: z.string(),
  plannedPercent: z.number(),
  actualPercent: z.number().nullable(),
  /** actual − planned (negative: behind). */
  deviation: z.number().nullable(),
  plannedIncrement: z.number(),
  actualIncrement: z.number().nullable(),
  /** Leaf tasks whose reported percent is below their planned percent that day. */
  tasksBehind: z.number().int().nullable(),
});
export type CompareDayRow = ApiWire<typeof compareDayRow>;

export const compareCurve = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  /** Whether the planned figures come from the approved baseline (else the scheduled dates). */
  baseline: z.boolean(),
  points: z.array(compareDayRow),
});
export type CompareCurve = ApiWire<typeof compareCurve>;

/** GET /business/schedule/compare/day: the tasks planned to progress on a day. */
export const compareDayQuery = pageQuery.extend({ planId: queryId, date: planDay });
export const compareTaskRow = z.object({
  taskId: z.number().int(),
  wbs: z.string(),
  taskName: z.string(),
  start: z.string(),
  finish: z.string(),
  /** Where the task should be at the end of the day, and what that day adds. */
  plannedPercent: z.number(),
  plannedIncrement: z.number(),
  /** The task's percent as reported by that day (carried forward; today the task's percent complete). */
  reportedPercent: z.number().nullable(),
  /** The percent the day's own log reported (null: not reported that day). */
  reportedThatDay: z.number().nullable(),
  behind: z.boolean().nullable(),
});
export type CompareTaskRow = ApiWire<typeof compareTaskRow>;
