import { QUALITY_REPORT_ROWS } from '@zj/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { epochMsSql, opaque, preparedSql, withCreateTime } from '../../core/db/prepared.ts';

// Every value opaque to the planner, so that PostgreSQL keeps each statement's generic plan.
const projectId = opaque('projectId', 'bigint');
const kind = opaque('kind', 'bpchar');
const since = opaque('since', 'timestamptz');
const ofProjectKind = sql`from biz_problem where project_id = ${projectId} and kind = ${kind}`;

// 质量报告's month: instants of the display zone's first days (`since` ≤ t < `until`).
const reportProject = sql.placeholder('projectId');
const monthSince = sql.placeholder('since');
const monthUntil = sql.placeholder('until');
const QUALITY = sql.raw(`'1'`);
/** The project's quality problems found in the month. */
const ofMonth = sql`from biz_problem where project_id = ${reportProject} and kind = ${QUALITY}
  and create_time >= ${monthSince} and create_time < ${monthUntil}`;

type Count = { name: string; count: number };
type Labelled = { label: string; count: number };
/** A problem as the figures list it (today's newest, the month's report). */
export interface FigureRow {
  problemId: number;
  name: string;
  level: string;
  type: string;
  status: number;
  createBy: string;
  createTime: Date;
}

/** The values of a month of 质量报告 (`today` as YYYY-MM-DD, for the overdue count). */
export interface MonthValues {
  projectId: number;
  since: Date;
  until: Date;
  today: string;
}

/**
 * What the problems module tells others about a project's problems (the dashboards' figures and
 * 质量报告): counts and short rows by SQL aggregate, never the table. Other modules read problems
 * only through it (`kernel.use(problemsModule).figures`); the SQL naming biz_problem stays here.
 */
export interface ProblemFigures {
  /** Counts per status, and the open ones past their due day (`today` as YYYY-MM-DD). */
  byStatus(
    projectId: number,
    kind: string,
    today: string,
  ): Promise<{ s1: number; s2: number; s3: number; overdue: number }>;
  /** Counts per value of a column (hazard_type, level or type), most first. */
  countBy(projectId: number, kind: string, column: 'hazard_type' | 'level' | 'type'): Promise<Count[]>;
  /** Created since `since`, completed (status 3) and last changed since `since`, and open. */
  today(projectId: number, kind: string, since: Date): Promise<{ added: number; completed: number; open: number }>;
  /** The newest problems created since `since`. */
  newest(projectId: number, kind: string, since: Date, limit: number): Promise<FigureRow[]>;
  /** Created per period label, and completed per label of their last change, since `since`. */
  trend(
    projectId: number,
    kind: string,
    since: Date,
    zone: string,
    format: 'YYYY-MM-DD' | 'YYYY-MM',
  ): Promise<{ added: Labelled[]; completed: Labelled[] }>;
  /** A month's quality problems: added, completed, open and overdue. */
  month(values: MonthValues): Promise<{ added: number; completed: number; open: number; overdue: number } | undefined>;
  /** A month's quality problems by level and by type, most first. */
  monthBy(values: MonthValues, column: 'level' | 'type'): Promise<Count[]>;
  /** A month's quality problems, oldest first (QUALITY_REPORT_ROWS at most). */
  monthRows(values: MonthValues): Promise<Array<FigureRow & { dueDate: string | null; rectificationCount: number }>>;
}

/**
 * The figures' SQL over biz_problem: every query filters one project and one kind first, the
 * leading columns of its indexes, and answers counts only — no problem row is loaded into Node for
 * a figure. The status index carries the columns the figures read (biz_problem_figures_idx), so they
 * are index-only scans. Each statement is prepared once by name (the dashboards call them on every
 * visit).
 */
export class ProblemFiguresRepository implements ProblemFigures {
  private readonly statusCounts;
  private readonly counts;
  private readonly todayCounts;
  private readonly newestRows;
  private readonly added;
  private readonly completed;
  private readonly monthFigures;
  private readonly monthCounts;
  private readonly monthListed;

  constructor(db: Db) {
    this.statusCounts = preparedSql<{ s1: number; s2: number; s3: number; overdue: number }>(
      db,
      'fig_status',
      sql`select count(*) filter (where status = 1)::int as s1,
                 count(*) filter (where status = 2)::int as s2,
                 count(*) filter (where status = 3)::int as s3,
                 count(*) filter (where status < 3 and due_date < ${opaque('today', 'date')})::int as overdue
          ${ofProjectKind}`,
    );
    // One statement per column (a column name cannot be a parameter).
    const countBy = (column: 'hazard_type' | 'level' | 'type') =>
      preparedSql<Count>(
        db,
        `fig_by_${column}`,
        sql`select coalesce(${sql.identifier(column)}, '') as name, count(*)::int as count
            ${ofProjectKind} group by 1 order by 2 desc, 1`,
      );
    this.counts = { hazard_type: countBy('hazard_type'), level: countBy('level'), type: countBy('type') };
    this.todayCounts = preparedSql<{ added: number; completed: number; open: number }>(
      db,
      'fig_today',
      sql`select count(*) filter (where create_time >= ${since})::int as added,
                 count(*) filter (where status = 3 and update_time >= ${since})::int as completed,
                 count(*) filter (where status < 3)::int as open
          ${ofProjectKind}`,
    );
    this.newestRows = preparedSql<Omit<FigureRow, 'createTime'> & { createMs: string }>(
      db,
      'fig_newest',
      sql`select problem_id::int as "problemId", name, level, type, status::int as status,
                 create_by as "createBy", ${epochMsSql('create_time')} as "createMs"
          ${ofProjectKind} and create_time >= ${since}
          order by create_time desc, problem_id desc limit ${opaque('limit', 'int')}`,
    );
    const zone = sql.placeholder('zone');
    const format = sql.placeholder('format');
    this.added = preparedSql<Labelled>(
      db,
      'fig_added',
      sql`select to_char(create_time at time zone ${zone}, ${format}) as label, count(*)::int as count
          ${ofProjectKind} and create_time >= ${since} group by 1`,
    );
    this.completed = preparedSql<Labelled>(
      db,
      'fig_completed',
      sql`select to_char(update_time at time zone ${zone}, ${format}) as label, count(*)::int as count
          ${ofProjectKind} and status = 3 and update_time >= ${since} group by 1`,
    );
    // 质量报告
    this.monthFigures = preparedSql<{ added: number; completed: number; open: number; overdue: number }>(
      db,
      'report_figures',
      sql`select count(*) filter (where create_time >= ${monthSince} and create_time < ${monthUntil})::int as added,
                 count(*) filter (where status = 3 and update_time >= ${monthSince} and update_time < ${monthUntil})::int as completed,
                 count(*) filter (where status < 3)::int as open,
                 count(*) filter (where status < 3 and due_date < cast(${sql.placeholder('today')} as date))::int as overdue
          from biz_problem where project_id = ${reportProject} and kind = ${QUALITY}`,
    );
    const monthCountBy = (column: 'level' | 'type') =>
      preparedSql<Count>(
        db,
        `report_by_${column}`,
        sql`select ${sql.identifier(column)} as name, count(*)::int as count ${ofMonth} group by 1 order by 2 desc, 1`,
      );
    this.monthCounts = { level: monthCountBy('level'), type: monthCountBy('type') };
    this.monthListed = preparedSql<
      Omit<FigureRow, 'createTime'> & { createMs: string; dueDate: string | null; rectificationCount: number }
    >(
      db,
      'report_rows',
      sql`select problem_id::float8 as "problemId", name, level, type, status::int as status, create_by as "createBy",
                 ${epochMsSql('create_time')} as "createMs",
                 to_char(due_date, 'YYYY-MM-DD') as "dueDate", rectification_count as "rectificationCount"
          ${ofMonth} order by create_time, problem_id limit ${sql.raw(String(QUALITY_REPORT_ROWS))}`,
    );
  }

  async byStatus(projectId: number, kind: string, today: string) {
    const [row] = await this.statusCounts({ projectId, kind, today });
    return row ?? { s1: 0, s2: 0, s3: 0, overdue: 0 };
  }

  countBy(projectId: number, kind: string, column: 'hazard_type' | 'level' | 'type') {
    return this.counts[column]({ projectId, kind });
  }

  async today(projectId: number, kind: string, since: Date) {
    const [row] = await this.todayCounts({ projectId, kind, since });
    return row ?? { added: 0, completed: 0, open: 0 };
  }

  async newest(projectId: number, kind: string, since: Date, limit: number) {
    return withCreateTime(await this.newestRows({ projectId, kind, since, limit }));
  }

  async trend(projectId: number, kind: string, since: Date, zone: string, format: 'YYYY-MM-DD' | 'YYYY-MM') {
    const values = { projectId, kind, since, zone, format };
    const [added, completed] = await Promise.all([this.added(values), this.completed(values)]);
    return { added, completed };
  }

  async month(values: MonthValues) {
    const [row] = await this.monthFigures({ ...values });
    return row;
  }

  monthBy(values: MonthValues, column: 'level' | 'type') {
    return this.monthCounts[column]({ ...values });
  }

  async monthRows(values: MonthValues) {
    return withCreateTime(await this.monthListed({ ...values }));
  }
}
