import type { PlanStatus } from '@zj/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { pageOf } from '../../core/db/paging.ts';
import { bizPlan, bizPlanBinding, bizPlanLink, bizPlanRecord, bizPlanTask } from './plans.tables.ts';

export type Plan = typeof bizPlan.$inferSelect;
export type PlanTask = typeof bizPlanTask.$inferSelect;
export type PlanLink = typeof bizPlanLink.$inferSelect;
export type PlanRecord = typeof bizPlanRecord.$inferSelect;
type Page = { pageNum: number; pageSize: number };

/** A task as the save writes it: `taskId` set for a kept task, null for a new one. */
export interface TaskWrite {
  taskId: number | null;
  uid: number;
  sort: number;
  outlineLevel: number;
  wbs: string;
  taskName: string;
  duration: number;
  milestone: boolean;
  startNoEarlierThan: string | null;
  start: string;
  finish: string;
  totalFloat: number;
  freeFloat: number;
  critical: boolean;
  summary: boolean;
  percentComplete: number;
  actualStart: string | null;
  actualFinish: string | null;
  remark: string;
}

/** Per plan: task count, work done and work planned as of `today` (duration-weighted over leaf tasks). */
export interface PlanFigures {
  taskCount: number;
  progress: number;
  plannedProgress: number | null;
  lateTasks: number;
}

export async function projectOfPlan(planId: number, db: Db): Promise<number | undefined> {
  const [row] = await db.select({ projectId: bizPlan.projectId }).from(bizPlan).where(eq(bizPlan.planId, planId));
  return row?.projectId;
}

export async function projectOfBinding(bindId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizPlanBinding.projectId })
    .from(bizPlanBinding)
    .where(eq(bizPlanBinding.bindId, bindId));
  return row?.projectId;
}

/** The project of a plan task (other modules name tasks: the construction daily's work rows). */
export async function projectOfPlanTask(taskId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizPlanTask.projectId })
    .from(bizPlanTask)
    .where(eq(bizPlanTask.taskId, taskId));
  return row?.projectId;
}

/** The plans module's queries: plans, their tasks and links (written in batches), bindings, records. */
export class PlansRepository {
  constructor(readonly db: Db) {}

  // ---- plans ----

  async plan(planId: number, tx: Tx = this.db, lock = false): Promise<Plan | undefined> {
    const query = tx.select().from(bizPlan).where(eq(bizPlan.planId, planId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async byToken(token: string): Promise<Plan | undefined> {
    const [row] = await this.db.select().from(bizPlan).where(eq(bizPlan.shareToken, token));
    return row;
  }

  async page(
    filter: {
      projectId: number;
      planName?: string | undefined;
      planGroup?: string | undefined;
      status?: PlanStatus | undefined;
      parentId?: number | undefined;
      tag?: string | undefined;
    },
    page: Page,
  ) {
    const p = bizPlan;
    const where = and(
      eq(p.projectId, filter.projectId),
      contains(p.planName, filter.planName),
      filter.planGroup ? eq(p.planGroup, filter.planGroup) : undefined,
      filter.status ? eq(p.status, filter.status) : undefined,
      filter.parentId ? eq(p.parentId, filter.parentId) : undefined,
      filter.tag ? eq(p.tag, filter.tag) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(p)
        .where(where)
        .orderBy(asc(p.sort), asc(p.planId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(p).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async children(planId: number): Promise<Plan[]> {
    return this.db
      .select()
      .from(bizPlan)
      .where(eq(bizPlan.parentId, planId))
      .orderBy(asc(bizPlan.sort), asc(bizPlan.planId))
      .limit(1000);
  }

  async childCount(planId: number, tx: Tx = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(bizPlan).where(eq(bizPlan.parentId, planId));
    return row?.n ?? 0;
  }

  /** The plans of a project (ids, parents, groups, statuses), in their order. */
  async ofProject(projectId: number, tx: Tx = this.db) {
    return tx
      .select({
        planId: bizPlan.planId,
        parentId: bizPlan.parentId,
        planGroup: bizPlan.planGroup,
        status: bizPlan.status,
      })
      .from(bizPlan)
      .where(eq(bizPlan.projectId, projectId))
      .orderBy(asc(bizPlan.sort), asc(bizPlan.planId));
  }

  async groupCounts(projectId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ group: bizPlan.planGroup, n: count() })
      .from(bizPlan)
      .where(eq(bizPlan.projectId, projectId))
      .groupBy(bizPlan.planGroup);
    return new Map(rows.map((r) => [r.group, r.n]));
  }

  async nextSort(projectId: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number | null>`max(${bizPlan.sort})` })
      .from(bizPlan)
      .where(eq(bizPlan.projectId, projectId));
    return Number(row?.n ?? 0) + 1;
  }

  async insert(tx: Tx, row: typeof bizPlan.$inferInsert): Promise<Plan> {
    const [plan] = await tx.insert(bizPlan).values(row).returning();
    if (!plan) throw new Error('plan not inserted');
    return plan;
  }

  async update(tx: Tx, planId: number, set: Partial<Plan>): Promise<void> {
    await tx.update(bizPlan).set(set).where(eq(bizPlan.planId, planId));
  }

  async remove(tx: Tx, planId: number): Promise<void> {
    await tx.delete(bizPlanBinding).where(eq(bizPlanBinding.planId, planId));
    await tx.delete(bizPlanLink).where(eq(bizPlanLink.planId, planId));
    await tx.delete(bizPlanTask).where(eq(bizPlanTask.planId, planId));
    await tx.delete(bizPlanRecord).where(eq(bizPlanRecord.planId, planId));
    await tx.delete(bizPlan).where(eq(bizPlan.planId, planId));
  }

  /** Sets the sort of each plan to its position (one statement). */
  async setSorts(tx: Tx, planIds: number[]): Promise<void> {
    const rows = planIds.map((id, i) => ({ id, s: i + 1 }));
    await tx.execute(sql`
      update biz_plan set sort = r.s
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id bigint, s integer)
      where biz_plan.plan_id = r.id`);
  }

  // ---- figures ----

  /** Task counts and progress of plans (see PlanFigures); today is the caller's day. */
  async figures(planIds: number[], today: string): Promise<Map<number, PlanFigures>> {
    if (planIds.length === 0) return new Map();
    const t = bizPlanTask;
    const bStart = sql`coalesce(${t.baselineStart}, ${t.start})`;
    const bFinish = sql`coalesce(${t.baselineFinish}, ${t.finish})`;
    const planned = sql`least(1.0, greatest(0.0, (${today}::date - ${bStart} + 1)::float8 / (${bFinish} - ${bStart} + 1)))`;
    const leaf = sql`not ${t.summary}`;
    const done = sql`(${t.actualFinish} is not null or ${t.percentComplete} >= 100)`;
    const rows = await this.db
      .select({
        planId: t.planId,
        taskCount: sql<number>`count(*)::int`,
        weight: sql<number | null>`sum(${t.duration}) filter (where ${leaf})`,
        leaves: sql<number>`(count(*) filter (where ${leaf}))::int`,
        done: sql<number | null>`sum(${t.duration} * ${t.percentComplete}) filter (where ${leaf})`,
        doneFlat: sql<number | null>`avg(${t.percentComplete}) filter (where ${leaf})`,
        planned: sql<number | null>`sum(${t.duration} * ${planned}) filter (where ${leaf})`,
        plannedFlat: sql<number | null>`avg(${planned}) filter (where ${leaf})`,
        late: sql<number>`(count(*) filter (where ${leaf} and ${t.finish} < ${today}::date and not ${done}))::int`,
      })
      .from(t)
      .where(inArray(t.planId, planIds))
      .groupBy(t.planId);
    const round = (v: number) => Math.round(v * 10) / 10;
    return new Map(
      rows.map((r) => {
        const weight = Number(r.weight ?? 0);
        const progress = weight > 0 ? Number(r.done ?? 0) / weight : Number(r.doneFlat ?? 0);
        const planned =
          r.leaves === 0
            ? null
            : weight > 0
              ? (Number(r.planned ?? 0) / weight) * 100
              : Number(r.plannedFlat ?? 0) * 100;
        return [
          r.planId,
          {
            taskCount: r.taskCount,
            progress: round(progress),
            plannedProgress: planned === null ? null : round(planned),
            lateTasks: r.late,
          },
        ];
      }),
    );
  }

  // ---- tasks and links ----

  async tasks(planId: number, tx: Tx = this.db): Promise<PlanTask[]> {
    return tx.select().from(bizPlanTask).where(eq(bizPlanTask.planId, planId)).orderBy(asc(bizPlanTask.sort));
  }

  async links(planId: number, tx: Tx = this.db): Promise<PlanLink[]> {
    return tx.select().from(bizPlanLink).where(eq(bizPlanLink.planId, planId)).orderBy(asc(bizPlanLink.linkId));
  }

  async task(taskId: number): Promise<PlanTask | undefined> {
    const [row] = await this.db.select().from(bizPlanTask).where(eq(bizPlanTask.taskId, taskId));
    return row;
  }

  async boundCounts(planId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ taskId: bizPlanBinding.taskId, n: count() })
      .from(bizPlanBinding)
      .where(eq(bizPlanBinding.planId, planId))
      .groupBy(bizPlanBinding.taskId);
    return new Map(rows.map((r) => [r.taskId, r.n]));
  }

  /**
   * Replaces a plan's tasks and links in the caller's transaction: kept tasks (taskId set) are
   * updated, the others deleted with their bindings, new ones inserted — each in one statement
   * over a JSON parameter — and the links written again. Answers the task id of every row, in order.
   */
  async writeTasks(
    tx: Tx,
    plan: { planId: number; projectId: number },
    rows: readonly TaskWrite[],
    links: readonly { from: number; to: number; type: string; lag: number }[],
  ): Promise<number[]> {
    const { planId, projectId } = plan;
    const kept = rows.filter((r) => r.taskId !== null).map((r) => r.taskId as number);
    const json = (r: TaskWrite) => ({
      id: r.taskId,
      u: r.uid,
      o: r.sort,
      l: r.outlineLevel,
      w: r.wbs,
      n: r.taskName,
      d: r.duration,
      m: r.milestone,
      c: r.startNoEarlierThan,
      s: r.start,
      f: r.finish,
      tf: r.totalFloat,
      ff: r.freeFloat,
      cr: r.critical,
      su: r.summary,
      p: r.percentComplete,
      as: r.actualStart,
      af: r.actualFinish,
      r: r.remark,
    });
    const columns = sql.raw(`id bigint, u integer, o integer, l integer, w varchar, n varchar, d integer, m boolean,
      c date, s date, f date, tf integer, ff integer, cr boolean, su boolean, p real, "as" date, af date, r varchar`);
    await tx.delete(bizPlanLink).where(eq(bizPlanLink.planId, planId));
    await tx.execute(sql`
      delete from biz_plan_binding where plan_id = ${planId}
        and task_id <> all(${`{${kept.join(',')}}`}::bigint[])`);
    await tx.execute(sql`
      delete from biz_plan_task where plan_id = ${planId}
        and task_id <> all(${`{${kept.join(',')}}`}::bigint[])`);
    const updates = rows.filter((r) => r.taskId !== null).map(json);
    if (updates.length > 0) {
      await tx.execute(sql`
        update biz_plan_task t set uid = r.u, sort = r.o, outline_level = r.l, wbs = r.w, task_name = r.n,
          duration = r.d, milestone = r.m, start_no_earlier_than = r.c, start = r.s, finish = r.f,
          total_float = r.tf, free_float = r.ff, critical = r.cr, summary = r.su, percent_complete = r.p,
          actual_start = r."as", actual_finish = r.af, remark = r.r
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(${columns})
        where t.task_id = r.id and t.plan_id = ${planId}`);
    }
    const inserts = rows.filter((r) => r.taskId === null).map(json);
    const newIds = new Map<number, number>();
    if (inserts.length > 0) {
      const result = (await tx.execute(sql`
        insert into biz_plan_task (plan_id, project_id, uid, sort, outline_level, wbs, task_name, duration, milestone,
          start_no_earlier_than, start, finish, total_float, free_float, critical, summary, percent_complete,
          actual_start, actual_finish, remark)
        select ${planId}, ${projectId}, r.u, r.o, r.l, r.w, r.n, r.d, r.m, r.c, r.s, r.f, r.tf, r.ff, r.cr, r.su, r.p,
          r."as", r.af, r.r
        from jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) as r(${columns})
        order by r.o
        returning task_id, sort`)) as unknown as { rows: Array<{ task_id: number | string; sort: number }> };
      for (const row of result.rows) newIds.set(Number(row.sort), Number(row.task_id));
    }
    const ids = rows.map((r) => r.taskId ?? (newIds.get(r.sort) as number));
    if (links.length > 0) {
      const linkRows = links.map((l) => ({ a: ids[l.from], b: ids[l.to], t: l.type, g: l.lag }));
      await tx.execute(sql`
        insert into biz_plan_link (plan_id, from_task_id, to_task_id, type, lag)
        select ${planId}, r.a, r.b, r.t, r.g
        from jsonb_to_recordset(${JSON.stringify(linkRows)}::jsonb) as r(a bigint, b bigint, t varchar, g integer)`);
    }
    return ids;
  }

  /** The baseline := the computed dates (at an approval). */
  async setBaseline(tx: Tx, planId: number): Promise<void> {
    await tx
      .update(bizPlanTask)
      .set({ baselineStart: sql`${bizPlanTask.start}`, baselineFinish: sql`${bizPlanTask.finish}` })
      .where(eq(bizPlanTask.planId, planId));
  }

  // ---- records ----

  async insertRecord(tx: Tx, row: typeof bizPlanRecord.$inferInsert): Promise<number> {
    const [record] = await tx.insert(bizPlanRecord).values(row).returning({ recordId: bizPlanRecord.recordId });
    if (!record) throw new Error('record not inserted');
    return record.recordId;
  }

  async recordPage(planId: number, page: Page) {
    const r = bizPlanRecord;
    const where = eq(r.planId, planId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          recordId: r.recordId,
          planId: r.planId,
          versionNo: r.versionNo,
          recordType: r.recordType,
          reason: r.reason,
          changes: r.changes,
          taskCount: r.taskCount,
          finishDate: r.finishDate,
          createBy: r.createBy,
          createTime: r.createTime,
        })
        .from(r)
        .where(where)
        .orderBy(desc(r.recordId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(r).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  // ---- bindings ----

  async bindingPage(filter: { planId: number; taskId?: number | undefined; bandId?: number | undefined }, page: Page) {
    const b = bizPlanBinding;
    const where = and(
      eq(b.planId, filter.planId),
      filter.taskId ? eq(b.taskId, filter.taskId) : undefined,
      filter.bandId ? eq(b.bandId, filter.bandId) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          bindId: b.bindId,
          planId: b.planId,
          taskId: b.taskId,
          taskName: bizPlanTask.taskName,
          bandId: b.bandId,
          globalId: b.globalId,
        })
        .from(b)
        .innerJoin(bizPlanTask, eq(bizPlanTask.taskId, b.taskId))
        .where(where)
        .orderBy(asc(b.bindId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(b).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async bind(tx: Tx, rows: (typeof bizPlanBinding.$inferInsert)[]): Promise<void> {
    for (let at = 0; at < rows.length; at += 1000) {
      await tx
        .insert(bizPlanBinding)
        .values(rows.slice(at, at + 1000))
        .onConflictDoNothing();
    }
  }

  async binding(bindId: number) {
    const [row] = await this.db.select().from(bizPlanBinding).where(eq(bizPlanBinding.bindId, bindId));
    return row;
  }

  async unbind(bindId: number): Promise<void> {
    await this.db.delete(bizPlanBinding).where(eq(bizPlanBinding.bindId, bindId));
  }

  /** Every binding of a plan with its task's dates and progress (the 4D states). */
  async bindingStates(planId: number) {
    const t = bizPlanTask;
    return this.db
      .select({
        globalId: bizPlanBinding.globalId,
        bandId: bizPlanBinding.bandId,
        taskId: t.taskId,
        start: t.start,
        finish: t.finish,
        actualStart: t.actualStart,
        actualFinish: t.actualFinish,
        percentComplete: t.percentComplete,
      })
      .from(bizPlanBinding)
      .innerJoin(t, eq(t.taskId, bizPlanBinding.taskId))
      .where(eq(bizPlanBinding.planId, planId))
      .orderBy(asc(bizPlanBinding.bindId));
  }
}
