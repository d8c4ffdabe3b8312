import { QUALITY_REPORT_ROWS } from '@zj/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { epochMsSql, preparedSql, withCreateTime } from '../../core/db/prepared.ts';

const projectId = sql.placeholder('projectId');
const since = sql.placeholder('since');
const until = sql.placeholder('until');
const QUALITY = sql.raw(`'1'`);
/** The project's quality problems found in the month. */
const ofMonth = sql`from biz_problem where project_id = ${projectId} and kind = ${QUALITY}
  and create_time >= ${since} and create_time < ${until}`;
type Count = { name: string; count: number };

/**
 * The SQL of 质量报告 (a project's month): aggregates over the project's inspections and quality
 * problems (biz_problem read by table name, as the dashboards do), each statement prepared once
 * by name. Month bounds are instants of the display zone's first days (`since` ≤ t < `until`),
 * inspection days the same days as dates.
 */
export class QualityReportRepository {
  readonly inspections;
  readonly figures;
  readonly byLevel;
  readonly byType;
  private readonly listed;

  constructor(db: Db) {
    this.inspections = preparedSql<{ total: number; passed: number; failed: number }>(
      db,
      'report_inspections',
      sql`select count(*)::int as total, count(*) filter (where result = '0')::int as passed,
                 count(*) filter (where result = '1')::int as failed
          from biz_quality_inspection where project_id = ${projectId}
            and inspect_date >= cast(${sql.placeholder('fromDay')} as date) and inspect_date < cast(${sql.placeholder('toDay')} as date)`,
    );
    this.figures = preparedSql<{ added: number; completed: number; open: number; overdue: number }>(
      db,
      'report_figures',
      sql`select count(*) filter (where create_time >= ${since} and create_time < ${until})::int as added,
                 count(*) filter (where status = 3 and update_time >= ${since} and update_time < ${until})::int as completed,
                 count(*) filter (where status < 3)::int as open,
                 count(*) filter (where status < 3 and due_date < cast(${sql.placeholder('today')} as date))::int as overdue
          from biz_problem where project_id = ${projectId} and kind = ${QUALITY}`,
    );
    const countBy = (column: 'level' | 'type') =>
      preparedSql<Count>(
        db,
        `report_by_${column}`,
        sql`select ${sql.identifier(column)} as name, count(*)::int as count ${ofMonth} group by 1 order by 2 desc, 1`,
      );
    this.byLevel = countBy('level');
    this.byType = countBy('type');
    this.listed = preparedSql<{
      problemId: number;
      name: string;
      level: string;
      type: string;
      status: number;
      createBy: string;
      createMs: string;
      dueDate: string | null;
      rectificationCount: number;
    }>(
      db,
      'report_rows',
      sql`select problem_id::float8 as "problemId", name, level, type, status::int as status, create_by as "createBy",
                 ${epochMsSql('create_time')} as "createMs",
                 to_char(due_date, 'YYYY-MM-DD') as "dueDate", rectification_count as "rectificationCount"
          ${ofMonth} order by create_time, problem_id limit ${sql.raw(String(QUALITY_REPORT_ROWS))}`,
    );
  }

  async rows(values: Record<string, unknown>) {
    return withCreateTime(await this.listed(values));
  }
}
