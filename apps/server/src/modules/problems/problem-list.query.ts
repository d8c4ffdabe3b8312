import { displayZone, type ProblemRow } from '@zj/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { containsPattern } from '../../core/db/filters.ts';
import { pageOf } from '../../core/db/paging.ts';
import { BoundFilter, PreparedByShape, preparedSql } from '../../core/db/prepared.ts';
import { bizProblem, bizProblemUser } from './problems.tables.ts';

/** The filters of the problem lists (the export reads the same). */
export interface ProblemFilter {
  projectId: number;
  kind: string;
  status?: number | undefined;
  level?: string | undefined;
  type?: string | undefined;
  hazardType?: string | undefined;
  name?: string | undefined;
  bandId?: number | undefined;
  implementer?: number | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
  closed?: string | undefined;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const zone = sql.placeholder('zone');
type ListedRow = ProblemRow & { total: number };

/** The filters that are set, bound to placeholders (lists with the same shape share one statement). */
function bindFilter(f: ProblemFilter): BoundFilter {
  const endDay = f.endTime && DAY_ONLY.test(f.endTime) ? f.endTime : undefined;
  const filter = new BoundFilter(
    eq(bizProblem.projectId, sql.placeholder('projectId')),
    eq(bizProblem.kind, sql.placeholder('kind')),
  )
    .bind('status', f.status, (p) => eq(bizProblem.status, p))
    .bind('level', f.level, (p) => eq(bizProblem.level, p))
    .bind('type', f.type, (p) => eq(bizProblem.type, p))
    .bind('hazardType', f.hazardType, (p) => eq(bizProblem.hazardType, p))
    .bind('bandId', f.bandId, (p) => eq(bizProblem.bandId, p))
    .bind('closed', f.closed, (p) => eq(bizProblem.closed, p))
    .bind('name', f.name && containsPattern(f.name), (p) => sql`${bizProblem.name} ilike ${p}`)
    .bind(
      'implementer',
      f.implementer,
      (p) =>
        sql`exists (select 1 from ${bizProblemUser} where ${bizProblemUser.problemId} = ${bizProblem.problemId} and ${bizProblemUser.userId} = ${p})`,
    )
    // Times in the display zone: a begin day starts at 00:00, an end day includes the whole day.
    .bind('begin', f.beginTime, (p) => sql`${bizProblem.createTime} >= (${p}::timestamp at time zone ${zone})`)
    .bind('endDay', endDay, (p) => sql`${bizProblem.createTime} < ((${p}::date + 1)::timestamp at time zone ${zone})`)
    .bind(
      'end',
      endDay ? undefined : f.endTime,
      (p) => sql`${bizProblem.createTime} <= (${p}::timestamp at time zone ${zone})`,
    );
  filter.values.projectId = f.projectId;
  filter.values.kind = f.kind;
  return filter;
}

/** `YYYY-MM-DD HH:mm:ss` of a timestamp column in the display zone, as the API writes times. */
const apiTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone `).append(sql`${zone}, 'YYYY-MM-DD HH24:MI:SS')`);

/**
 * One page of a project's problems, newest first, in one statement that answers the rows exactly
 * as the API writes them (the contract's problemRow on the wire: times formatted in the display
 * zone, ids as numbers, the collaborators' names and ids, whether the viewer — a collaborator who
 * never opened it — has it unread), with the total (an uncorrelated subquery, evaluated once) on
 * each row. The statement of each filter shape is prepared once by name: the list costs one round
 * trip, no SQL building and no work per row in Node but parsing.
 */
export class ProblemListQuery {
  private readonly prepared = new PreparedByShape<(values: Record<string, unknown>) => Promise<ListedRow[]>>();

  constructor(private readonly db: Db) {}

  private statement(shape: string, where: SQL) {
    const viewer = sql.placeholder('viewer');
    // Column names written out: ids as float8 (a JS number on both drivers, exact below 2^53).
    return preparedSql<ListedRow>(
      this.db,
      `problem_list_${shape}`,
      sql`select problem_id::float8 as "problemId", problem_id::float8 as id, project_id::float8 as "projectId",
          kind, name, content, level, type, hazard_type as "hazardType", status::int as status, files, location,
          to_char(due_date, 'YYYY-MM-DD') as "dueDate", extend1, component_id as "componentId",
          band_id::float8 as "bandId", band_name as "bandName",
          (select coalesce(json_agg(pu.user_name order by pu.user_id), '[]'::json)
             from biz_problem_user pu where pu.problem_id = biz_problem.problem_id) as "implementerUser",
          (select coalesce(json_agg(pu.user_id order by pu.user_id), '[]'::json)
             from biz_problem_user pu where pu.problem_id = biz_problem.problem_id) as "implementerIds",
          closed, creator_id::float8 as "creatorId", create_by as "createBy",
          ${apiTime('create_time')} as "createTime", ${apiTime('update_time')} as "updateTime",
          exists (select 1 from biz_problem_user pu
            where pu.problem_id = biz_problem.problem_id and pu.user_id = ${viewer}
              and not exists (select 1 from biz_problem_read r where r.problem_id = pu.problem_id and r.user_id = ${viewer}))
            as unread,
          rectification_count as "rectificationCount",
          case when status = 1 then reject_reason end as "rejectReason", instance_id::float8 as "instanceId",
          (select count(*)::int from biz_problem where ${where}) as total
        from biz_problem where ${where}
        order by problem_id desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    );
  }

  async page(f: ProblemFilter, viewer: number, page: { pageNum: number; pageSize: number }) {
    const filter = bindFilter(f);
    const run = this.prepared.get(filter.shape, () => this.statement(filter.shape, filter.where));
    const params = { ...filter.values, zone: displayZone(), viewer, ...pageOf(page) };
    const listed = await run(params);
    // A page past the end has no row to carry the total.
    const total = listed[0]?.total ?? (page.pageNum > 1 ? await this.count(filter.where, params) : 0);
    return { rows: listed.map(({ total: _, ...row }): ProblemRow => row), total };
  }

  /** Every row of a filter (the export), newest first, at most `max`. */
  all(f: ProblemFilter, max: number) {
    const filter = bindFilter(f);
    return this.db
      .select()
      .from(bizProblem)
      .where(filter.where)
      .orderBy(desc(bizProblem.problemId))
      .limit(max)
      .execute(filter.values);
  }

  private async count(where: SQL, params: Record<string, unknown>): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bizProblem)
      .where(where)
      .execute(params);
    return row?.n ?? 0;
  }
}
