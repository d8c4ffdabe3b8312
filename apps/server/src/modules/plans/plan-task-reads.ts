import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { pageOf } from '../../core/db/paging.ts';
import { PlansRepository } from './plans.repository.ts';
import { bizPlan, bizPlanTask, type StoredCalendar } from './plans.tables.ts';

type Page = { pageNum: number; pageSize: number };

/**
 * What other modules read of plans and their tasks (施工日志's task picker, 生产进度, 每日对比): plain
 * reads on the plans module's tables, answered through its index. Access is the caller's to check.
 */

/** A plan as the readers need it: its project, name, dates, calendar and whether it has a baseline. */
export interface PlanHead {
  planId: number;
  projectId: number;
  planName: string;
  planGroup: string;
  status: string;
  versionNo: number;
  startDate: string;
  finishDate: string | null;
  calendar: StoredCalendar;
}

/** A leaf task with its schedule, baseline and progress. */
export interface LeafTask {
  taskId: number;
  planId: number;
  sort: number;
  wbs: string;
  taskName: string;
  duration: number;
  milestone: boolean;
  start: string;
  finish: string;
  baselineStart: string | null;
  baselineFinish: string | null;
  percentComplete: number;
}

const T = bizPlanTask;
const leafColumns = {
  taskId: T.taskId,
  planId: T.planId,
  sort: T.sort,
  wbs: T.wbs,
  taskName: T.taskName,
  duration: T.duration,
  milestone: T.milestone,
  start: T.start,
  finish: T.finish,
  baselineStart: T.baselineStart,
  baselineFinish: T.baselineFinish,
  percentComplete: T.percentComplete,
};
/** The WBS code or the name holds the keyword. */
const keywordOf = (keyword: string | undefined) =>
  keyword ? or(contains(T.wbs, keyword), contains(T.taskName, keyword)) : undefined;

export async function planHead(planId: number, db: Db): Promise<PlanHead | undefined> {
  const [row] = await db
    .select({
      planId: bizPlan.planId,
      projectId: bizPlan.projectId,
      planName: bizPlan.planName,
      planGroup: bizPlan.planGroup,
      status: bizPlan.status,
      versionNo: bizPlan.versionNo,
      startDate: bizPlan.startDate,
      finishDate: bizPlan.finishDate,
      calendar: bizPlan.calendar,
    })
    .from(bizPlan)
    .where(eq(bizPlan.planId, planId));
  return row;
}

/** A project's plans, in their order, by name: the plan choosers of other screens. */
export async function planHeadPage(projectId: number, planName: string | undefined, page: Page, db: Db) {
  const { rows, total } = await new PlansRepository(db).page({ projectId, planName }, page);
  return {
    rows: rows.map((p) => ({
      planId: p.planId,
      planName: p.planName,
      planGroup: p.planGroup,
      status: p.status,
      startDate: p.startDate,
      finishDate: p.finishDate,
    })),
    total,
  };
}

/** A plan's leaf tasks in outline order; a page of them when `page` is given, by WBS or name. */
export async function leafTaskPage(planId: number, keyword: string | undefined, page: Page, db: Db) {
  const where = and(eq(T.planId, planId), eq(T.summary, false), keywordOf(keyword)) as SQL;
  const [rows, [total]] = await Promise.all([
    db.select(leafColumns).from(T).where(where).orderBy(asc(T.sort)).limit(page.pageSize).offset(pageOf(page).offset),
    db.select({ n: count() }).from(T).where(where),
  ]);
  return { rows: rows as LeafTask[], total: total?.n ?? 0 };
}

/** Every leaf task of a plan, in outline order (the S-curve's). */
export async function leafTasksOf(planId: number, db: Db): Promise<LeafTask[]> {
  return db
    .select(leafColumns)
    .from(T)
    .where(and(eq(T.planId, planId), eq(T.summary, false)))
    .orderBy(asc(T.sort));
}

/** Leaf tasks of a plan by id (those that are not the plan's leaf tasks are left out). */
export async function leafTasksByIds(planId: number, taskIds: number[], db: Db): Promise<LeafTask[]> {
  if (taskIds.length === 0) return [];
  return db
    .select(leafColumns)
    .from(T)
    .where(and(eq(T.planId, planId), eq(T.summary, false), inArray(T.taskId, taskIds)))
    .orderBy(asc(T.sort));
}

/** Tasks by id with their project, WBS and name (a log's work rows name them). */
export async function planTasksNamed(taskIds: number[], db: Db) {
  if (taskIds.length === 0) return new Map<number, { projectId: number; wbs: string; taskName: string }>();
  const rows = await db
    .select({ taskId: T.taskId, projectId: T.projectId, wbs: T.wbs, taskName: T.taskName })
    .from(T)
    .where(inArray(T.taskId, taskIds));
  return new Map(rows.map(({ taskId, ...rest }) => [taskId, rest]));
}

/**
 * The leaf tasks of every plan of a project (plans in their order, tasks in outline order), by WBS
 * or name: the work section's task picker. Served by the plans' (project) and the tasks' (plan,
 * sort) indexes.
 */
export async function projectLeafTaskPage(projectId: number, keyword: string | undefined, page: Page, db: Db) {
  const where = and(eq(bizPlan.projectId, projectId), eq(T.summary, false), keywordOf(keyword)) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        taskId: T.taskId,
        planId: T.planId,
        planName: bizPlan.planName,
        wbs: T.wbs,
        taskName: T.taskName,
        start: T.start,
        finish: T.finish,
        percentComplete: T.percentComplete,
      })
      .from(T)
      .innerJoin(bizPlan, eq(bizPlan.planId, T.planId))
      .where(where)
      .orderBy(asc(bizPlan.sort), asc(bizPlan.planId), asc(T.sort))
      .limit(page.pageSize)
      .offset(pageOf(page).offset),
    db.select({ n: count() }).from(T).innerJoin(bizPlan, eq(bizPlan.planId, T.planId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
