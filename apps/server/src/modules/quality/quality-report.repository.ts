import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { preparedSql } from '../../core/db/prepared.ts';

/**
 * The SQL of 质量报告 over the module's own inspections (a project's month, inspection days as
 * dates, `fromDay` ≤ day < `toDay`), prepared once by name. The month's quality problems come
 * from the problems module (`ProblemFigures`).
 */
export class QualityReportRepository {
  readonly inspections;

  constructor(db: Db) {
    this.inspections = preparedSql<{ total: number; passed: number; failed: number }>(
      db,
      'report_inspections',
      sql`select count(*)::int as total, count(*) filter (where result = '0')::int as passed,
                 count(*) filter (where result = '1')::int as failed
          from biz_quality_inspection where project_id = ${sql.placeholder('projectId')}
            and inspect_date >= cast(${sql.placeholder('fromDay')} as date) and inspect_date < cast(${sql.placeholder('toDay')} as date)`,
    );
  }
}
