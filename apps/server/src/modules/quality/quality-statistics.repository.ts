import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { epochMsSql, opaque, preparedSql, withCreateTime } from '../../core/db/prepared.ts';

// Every value opaque to the planner, so that PostgreSQL keeps each statement's generic plan.
const projectId = opaque('projectId', 'bigint');
const kind = opaque('kind', 'bpchar');
const since = opaque('since', 'timestamptz');
const ofProjectKind = sql`from biz_problem where project_id = ${projectId} and kind = ${kind}`;
type Count = { name: string; count: number };
type Labelled = { label: string; count: number };

/**
 * Aggregates over the problems table (biz_problem, the problems module's) for the dashboards:
 * every query filters one project and one kind first, the leading columns of its indexes, and
 * answers counts only — no problem row is loaded into Node for a figure. The status index carries
 * the columns the figures read (biz_problem_figures_idx), so they are index-only scans. Each
 * statement is prepared once by name (the dashboards call them on every visit). Plain SQL by table
 * name: the figures read the problems module's table without reaching into its code.
 */
export class QualityStatisticsRepository {
  private readonly statusCounts;
  private readonly counts;
  private readonly todayCounts;
  private readonly newestRows;
  private readonly added;
  private readonly completed;

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
    this.newestRows = preparedSql<{
      problemId: number;
      name: string;
      level: string;
      type: string;
      status: number;
      createBy: string;
      createMs: string;
    }>(
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
  }

  /** Counts per status, and the open ones past their due day (`today` as YYYY-MM-DD). */
  async byStatus(projectId: number, kind: string, today: string) {
    const [row] = await this.statusCounts({ projectId, kind, today });
    return row ?? { s1: 0, s2: 0, s3: 0, overdue: 0 };
  }

  /** Counts per value of a column (hazard_type, level or type), most first. */
  countBy(projectId: number, kind: string, column: 'hazard_type' | 'level' | 'type') {
    return this.counts[column]({ projectId, kind });
  }

  /** Created since `since`, completed (status 3) and last changed since `since`, and open. */
  async today(projectId: number, kind: string, since: Date) {
    const [row] = await this.todayCounts({ projectId, kind, since });
    return row ?? { added: 0, completed: 0, open: 0 };
  }

  /** The newest problems created since `since`. */
  async newest(projectId: number, kind: string, since: Date, limit: number) {
    return withCreateTime(await this.newestRows({ projectId, kind, since, limit }));
  }

  /** Created per period label, and completed per label of their last change, since `since`. */
  async trend(projectId: number, kind: string, since: Date, zone: string, format: 'YYYY-MM-DD' | 'YYYY-MM') {
    const values = { projectId, kind, since, zone, format };
    const [added, completed] = await Promise.all([this.added(values), this.completed(values)]);
    return { added, completed };
  }
}
