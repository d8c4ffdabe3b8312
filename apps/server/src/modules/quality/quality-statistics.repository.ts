import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { rowsOf } from '../../core/db/rows.ts';

/**
 * Aggregates over the problems table (biz_problem, the problems module's) for the dashboards:
 * every query filters one project and one kind first, the leading columns of its indexes
 * ((project_id, kind, problem_id), (project_id, kind, status, problem_id), (project_id, kind,
 * create_time)), and answers counts only — no problem row is loaded into Node for a figure.
 * Plain SQL by table name: the figures read the problems module's table without reaching into
 * its code.
 */
export class QualityStatisticsRepository {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  /** Counts per status, and the open ones past their due day (`today` as YYYY-MM-DD). */
  async byStatus(projectId: number, kind: string, today: string) {
    const [row] = await this.rows<{ s1: number; s2: number; s3: number; overdue: number }>(sql`
      select count(*) filter (where status = 1)::int as s1,
             count(*) filter (where status = 2)::int as s2,
             count(*) filter (where status = 3)::int as s3,
             count(*) filter (where status < 3 and due_date < ${today}::date)::int as overdue
      from biz_problem where project_id = ${projectId} and kind = ${kind}`);
    return row ?? { s1: 0, s2: 0, s3: 0, overdue: 0 };
  }

  /** Counts per value of a column (hazard_type, level or type), most first. */
  countBy(projectId: number, kind: string, column: 'hazard_type' | 'level' | 'type') {
    const col = sql.identifier(column);
    return this.rows<{ name: string; count: number }>(sql`
      select coalesce(${col}, '') as name, count(*)::int as count
      from biz_problem where project_id = ${projectId} and kind = ${kind}
      group by 1 order by 2 desc, 1`);
  }

  /** Created since `since`, completed (status 3) and last changed since `since`, and open. */
  async today(projectId: number, kind: string, since: Date) {
    const [row] = await this.rows<{ added: number; completed: number; open: number }>(sql`
      select count(*) filter (where create_time >= ${since})::int as added,
             count(*) filter (where status = 3 and update_time >= ${since})::int as completed,
             count(*) filter (where status < 3)::int as open
      from biz_problem where project_id = ${projectId} and kind = ${kind}`);
    return row ?? { added: 0, completed: 0, open: 0 };
  }

  /** The newest problems created since `since`. */
  async newest(projectId: number, kind: string, since: Date, limit: number) {
    // The time as epoch milliseconds: drivers differ in how they hand a timestamptz of raw SQL over.
    const rows = await this.rows<{
      problemId: number;
      name: string;
      level: string;
      type: string;
      status: number;
      createBy: string;
      createMs: string;
    }>(sql`
      select problem_id::int as "problemId", name, level, type, status::int as status,
             create_by as "createBy",
             (extract(epoch from create_time) * 1000)::bigint::text as "createMs"
      from biz_problem where project_id = ${projectId} and kind = ${kind} and create_time >= ${since}
      order by create_time desc, problem_id desc limit ${limit}`);
    return rows.map(({ createMs, ...row }) => ({ ...row, createTime: new Date(Number(createMs)) }));
  }

  /** Created per period label, and completed per label of their last change, since `since`. */
  async trend(projectId: number, kind: string, since: Date, zone: string, format: 'YYYY-MM-DD' | 'YYYY-MM') {
    const [added, completed] = await Promise.all([
      this.rows<{ label: string; count: number }>(sql`
        select to_char(create_time at time zone ${zone}, ${format}) as label, count(*)::int as count
        from biz_problem where project_id = ${projectId} and kind = ${kind} and create_time >= ${since}
        group by 1`),
      this.rows<{ label: string; count: number }>(sql`
        select to_char(update_time at time zone ${zone}, ${format}) as label, count(*)::int as count
        from biz_problem where project_id = ${projectId} and kind = ${kind} and status = 3 and update_time >= ${since}
        group by 1`),
    ]);
    return { added, completed };
  }
}
