import { z } from 'zod';
import { bodyId, isRealDayOrTime, num, str, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { UPLOAD_URL_PATTERN } from './problems.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * 施工日志 (issue 26): one construction daily per project per day — weather, manpower by trade,
 * machinery, work done (optionally on a plan task with its progress), materials received,
 * inspections, problems found (of the same project), photos; signed by its author, after which
 * it is read-only. Paths under /business/schedule/log.
 */

export const CONSTRUCTION_LOG_PERMS = {
  /** The page's permission (menu 218): list, calendar and read. */
  list: 'business:schedule:log',
  add: 'business:schedule:logAdd',
  edit: 'business:schedule:logEdit',
  remove: 'business:schedule:logRemove',
  sign: 'business:schedule:logSign',
} as const;

/** How many rows each section of a log may have, and its photos. */
export const CONSTRUCTION_LOG_LIMITS = {
  rows: 50,
  problems: 20,
  photos: 9,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A calendar day `YYYY-MM-DD` that exists. */
export const logDay = z
  .string()
  .regex(DAY)
  .refine((v) => isRealDayOrTime(v), { error: 'no such day' });
/** A month `YYYY-MM`. */
export const logMonth = z.string().regex(MONTH);

const text = (max: number) => str().trim().max(max);
const required = (max: number) => str().trim().min(1).max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? '');
const count = (max: number) => num(z.number().int().min(0).max(max));
const amount = (max: number) => num(z.number().min(0).max(max));
const optionalNumber = <T extends z.ZodType<number, number>>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), num(schema)]).optional();

/** 施工人员: a trade and its headcount. */
export const manpowerRow = z.object({ trade: required(50), count: count(10_000) });
/** 机械: a machine, its model, how many and the hours they worked. */
export const machineryRow = z.object({
  name: required(50),
  model: optionalText(50),
  count: count(1_000),
  hours: amount(24),
});
/** The most a work row's quantity may be (the same bound as a material's). */
export const WORK_QUANTITY_MAX = 1_000_000_000;
/**
 * 施工内容: what was done where, optionally the plan task it advances, that task's progress and the
 * quantity done that day (in the unit of the task's production item, 生产进度).
 */
export const workRow = z.object({
  description: required(500),
  location: optionalText(100),
  planTaskId: optionalNumber(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).transform((v) => v ?? null),
  percent: optionalNumber(z.number().int().min(0).max(100)).transform((v) => v ?? null),
  quantity: optionalNumber(z.number().min(0).max(WORK_QUANTITY_MAX)).transform((v) => v ?? null),
});
/** 材料进场: a material received. */
export const materialRow = z.object({
  material: required(50),
  spec: optionalText(50),
  quantity: amount(1_000_000_000),
  unit: optionalText(10),
  supplier: optionalText(100),
});
/** 检查验收: what was inspected, by whom, and the result. */
export const inspectionRow = z.object({
  item: required(200),
  inspector: optionalText(50),
  result: optionalText(200),
});
export type ManpowerRow = z.output<typeof manpowerRow>;
export type MachineryRow = z.output<typeof machineryRow>;
export type WorkRow = z.output<typeof workRow>;
export type MaterialRow = z.output<typeof materialRow>;
export type InspectionRow = z.output<typeof inspectionRow>;

const rows = <T extends z.ZodType>(row: T) => z.array(row).max(CONSTRUCTION_LOG_LIMITS.rows).default([]);
/** Photos: a comma-joined list of image uploads of this system (the one upload path). */
const photoList = text(CONSTRUCTION_LOG_LIMITS.photos * 80)
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || v.split(',').every((url) => UPLOAD_URL_PATTERN.test(url)), {
    error: 'not an upload of this system',
  })
  .refine((v) => v === '' || v.split(',').length <= CONSTRUCTION_LOG_LIMITS.photos, {
    error: `at most ${CONSTRUCTION_LOG_LIMITS.photos} photos`,
  });
const temperature = optionalNumber(z.number().int().min(-60).max(60)).transform((v) => v ?? null);

/** The fields of a log the author writes (everything but its project and day). */
const logFields = {
  weather: required(50),
  temperatureLow: temperature,
  temperatureHigh: temperature,
  wind: optionalText(20),
  manpower: rows(manpowerRow),
  machinery: rows(machineryRow),
  work: rows(workRow),
  materials: rows(materialRow),
  inspections: rows(inspectionRow),
  problemIds: z.array(bodyId).max(CONSTRUCTION_LOG_LIMITS.problems).default([]),
  photos: photoList,
  remark: optionalText(500),
};

/** POST /business/schedule/log: the day's log of a project (one a day). */
export const constructionLogBody = z.object({ projectId: bodyId, logDate: logDay, ...logFields });
export type ConstructionLogBody = z.input<typeof constructionLogBody>;
/** PUT /business/schedule/log: a log not yet signed (its project and day stay). */
export const constructionLogEditBody = z.object({ logId: bodyId, ...logFields });
export type ConstructionLogEditBody = z.input<typeof constructionLogEditBody>;

const queryId = num(z.number().int().min(1));

/** GET /business/schedule/log/list: a project's logs, newest day first; a month or a day range, an author. */
export const constructionLogQuery = pageQuery.extend({
  projectId: queryId,
  month: logMonth.optional(),
  beginDate: logDay.optional(),
  endDate: logDay.optional(),
  author: textFilter(30),
});
export type ConstructionLogQuery = z.input<typeof constructionLogQuery>;

/** GET /business/schedule/log/calendar: the days of a month that have a log. */
export const constructionLogCalendarQuery = z.object({ projectId: queryId, month: logMonth });

export const constructionLogCalendarDay = z.object({
  logId: z.number().int(),
  logDate: z.string(),
  signed: z.boolean(),
  createBy: z.string(),
});
export type ConstructionLogCalendarDay = ApiWire<typeof constructionLogCalendarDay>;

/** A row of the list. */
export const constructionLogRow = z.object({
  logId: z.number().int(),
  projectId: z.number().int(),
  logDate: z.string(),
  weather: z.string(),
  temperatureLow: z.number().int().nullable(),
  temperatureHigh: z.number().int().nullable(),
  wind: z.string(),
  /** The headcount of the day (all trades). */
  headcount: z.number().int(),
  /** The first work row's description (what the day was about). */
  summary: z.string(),
  authorId: z.number().int(),
  createBy: z.string(),
  signedBy: z.string().nullable(),
  signedTime: apiTime.nullable(),
  createTime: apiTime.nullable(),
});
export type ConstructionLogRow = ApiWire<typeof constructionLogRow>;

/** A problem found that day, with its name as it was when the log was saved. */
export const constructionLogProblem = z.object({ problemId: z.number().int(), name: z.string() });

/** One log with all its sections (GET /business/schedule/log/:logId). */
export const constructionLogDetail = constructionLogRow.extend({
  projectName: z.string(),
  manpower: z.array(z.object({ trade: z.string(), count: z.number().int() })),
  machinery: z.array(z.object({ name: z.string(), model: z.string(), count: z.number().int(), hours: z.number() })),
  work: z.array(
    z.object({
      description: z.string(),
      location: z.string(),
      planTaskId: z.number().int().nullable(),
      /** The task's WBS and name as they were when the log was saved. */
      planTaskName: z.string().nullable(),
      percent: z.number().int().nullable(),
      quantity: z.number().nullable(),
    }),
  ),
  materials: z.array(
    z.object({ material: z.string(), spec: z.string(), quantity: z.number(), unit: z.string(), supplier: z.string() }),
  ),
  inspections: z.array(z.object({ item: z.string(), inspector: z.string(), result: z.string() })),
  problems: z.array(constructionLogProblem),
  photos: z.string(),
  remark: z.string(),
  updateTime: apiTime.nullable(),
});
export type ConstructionLogDetail = ApiWire<typeof constructionLogDetail>;

/** GET /business/schedule/log/planTasks: the project's leaf plan tasks a work row may name, by WBS or name. */
export const logPlanTaskQuery = pageQuery.extend({ projectId: queryId, keyword: textFilter(50) });
export type LogPlanTaskQuery = z.input<typeof logPlanTaskQuery>;

/** A plan task offered by the work section's picker. */
export const logPlanTaskRow = z.object({
  taskId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  wbs: z.string(),
  taskName: z.string(),
  start: z.string(),
  finish: z.string(),
  percentComplete: z.number(),
});
export type LogPlanTaskRow = ApiWire<typeof logPlanTaskRow>;
