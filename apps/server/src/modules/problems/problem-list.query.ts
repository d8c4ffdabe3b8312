import { displayZone, type SortDirection } from '@zj/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { containsPattern } from '../../core/db/filters.ts';
import { type ListSort, orderFrom } from '../../core/db/list-order.ts';
import { pageClause, pageOf } from '../../core/db/paging.ts';
import {
  apiTimeSql,
  BoundFilter,
  opaque,
  type PageJson,
  PreparedByShape,
  pageJsonSql,
  preparedSql,
} from '../../core/db/prepared.ts';
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

/** The orders of the problem lists (the contract's whitelist): newest first by default. */
export type ProblemSort = ListSort<'problemId' | 'createTime'>;

const descending = (direction: SortDirection | undefined) => direction === 'descending' || direction === 'desc';

/**
 * A sort of the page statement: its ORDER BY, the same order of the page's JSON columns for the
 * aggregate, and its key among the prepared statements. createTime sorts by the time as the list
 * shows it (to the second, display zone), then the id: the page and its JSON agree exactly.
 */
function pageOrderOf(sort: ProblemSort): { order: SQL; aggregate: string; key: string } {
  const direction = descending(sort.isAsc) ? 'desc' : 'asc';
  if (sort.orderByColumn === 'createTime')
    return {
      order: sql`${apiTimeSql('create_time')} `.append(sql.raw(`${direction}, problem_id ${direction}`)),
      aggregate: `page."createTime" ${direction}, page."problemId" ${direction}`,
      key: `ct_${direction}`,
    };
  if (sort.orderByColumn === 'problemId')
    return {
      order: sql.raw(`problem_id ${direction}`),
      aggregate: `page."problemId" ${direction}`,
      key: `id_${direction}`,
    };
  return { order: sql.raw('problem_id desc'), aggregate: 'page."problemId" desc', key: 'new' };
}

const SORT_COLUMNS = { problemId: bizProblem.problemId, createTime: bizProblem.createTime };

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const zone = sql.placeholder('zone');

/** The filters that are set, bound to placeholders (lists with the same shape share one statement). */
function bindFilter(f: ProblemFilter): BoundFilter {
  const endDay = f.endTime && DAY_ONLY.test(f.endTime) ? f.endTime : undefined;
  // Every value opaque (see `opaque`): with the project's or a status's statistics in view,
  // PostgreSQL now and then judged a custom plan cheaper and planned the list on every call.
  const filter = new BoundFilter(
    eq(bizProblem.projectId, opaque('projectId', 'bigint')),
    eq(bizProblem.kind, opaque('kind', 'bpchar')),
  )
    .bind('status', f.status, (p) => eq(bizProblem.status, p), 'smallint')
    .bind('level', f.level, (p) => eq(bizProblem.level, p), 'text')
    .bind('type', f.type, (p) => eq(bizProblem.type, p), 'text')
    .bind('hazardType', f.hazardType, (p) => eq(bizProblem.hazardType, p), 'text')
    .bind('bandId', f.bandId, (p) => eq(bizProblem.bandId, p), 'bigint')
    .bind('closed', f.closed, (p) => eq(bizProblem.closed, p), 'bpchar')
    .bind('name', f.name && containsPattern(f.name), (p) => sql`${bizProblem.name} ilike ${p}`, 'text')
    .bind(
      'implementer',
      f.implementer,
      (p) =>
        sql`exists (select 1 from ${bizProblemUser} where ${bizProblemUser.problemId} = ${bizProblem.problemId} and ${bizProblemUser.userId} = ${p})`,
      'bigint',
    )
    // Times in the display zone: a begin day starts at 00:00, an end day includes the whole day.
    .bind('begin', f.beginTime, (p) => sql`${bizProblem.createTime} >= (${p}::timestamp at time zone ${zone})`, 'text')
    .bind(
      'endDay',
      endDay,
      (p) => sql`${bizProblem.createTime} < ((${p}::date + 1)::timestamp at time zone ${zone})`,
      'text',
    )
    .bind(
      'end',
      endDay ? undefined : f.endTime,
      (p) => sql`${bizProblem.createTime} <= (${p}::timestamp at time zone ${zone})`,
      'text',
    );
  filter.values.projectId = f.projectId;
  filter.values.kind = f.kind;
  return filter;
}

/**
 * One page of a project's problems, newest first, in one statement that writes the page's JSON:
 * the rows exactly as the API writes them (the contract's problemRow on the wire: times formatted
 * in the display zone, ids as numbers, the collaborators' names and ids, whether the viewer — a
 * collaborator who never opened it — has it unread) as one JSON array, and the total. Node passes
 * the array on into the answer without parsing it. The statement of each filter shape is prepared
 * once by name: the list costs one round trip, and no SQL building, parsing or serialising of rows.
 */
export class ProblemListQuery {
  private readonly prepared = new PreparedByShape<(values: Record<string, unknown>) => Promise<PageJson[]>>();

  constructor(private readonly db: Db) {}

  private statement(shape: string, where: SQL, sort: ReturnType<typeof pageOrderOf>, firstPage: boolean) {
    const viewer = sql.placeholder('viewer');
    // Column names written out: ids as float8 (JSON numbers, exact below 2^53).
    return preparedSql<PageJson>(
      this.db,
      `problem_list_${shape}`,
      sql`with page as (
        select problem_id::float8 as "problemId", problem_id::float8 as id, project_id::float8 as "projectId",
          kind, name, content, level, type, hazard_type as "hazardType", status::int as status, files, location,
          to_char(due_date, 'YYYY-MM-DD') as "dueDate", extend1, component_id as "componentId",
          band_id::float8 as "bandId", band_name as "bandName",
          (select coalesce(json_agg(pu.user_name order by pu.user_id), '[]'::json)
             from biz_problem_user pu where pu.problem_id = biz_problem.problem_id) as "implementerUser",
          (select coalesce(json_agg(pu.user_id order by pu.user_id), '[]'::json)
             from biz_problem_user pu where pu.problem_id = biz_problem.problem_id) as "implementerIds",
          closed, creator_id::float8 as "creatorId", create_by as "createBy",
          ${apiTimeSql('create_time')} as "createTime", ${apiTimeSql('update_time')} as "updateTime",
          exists (select 1 from biz_problem_user pu
            where pu.problem_id = biz_problem.problem_id and pu.user_id = ${viewer}
              and not exists (select 1 from biz_problem_read r where r.problem_id = pu.problem_id and r.user_id = ${viewer}))
            as unread,
          rectification_count as "rectificationCount",
          case when status = 1 then reject_reason end as "rejectReason", instance_id::float8 as "instanceId"
        from biz_problem where ${where}
        order by ${sort.order} ${pageClause(firstPage)})
      ${pageJsonSql(sql`select count(*)::int from biz_problem where ${where}`, 'problemId', sort.aggregate)}`,
    );
  }

  /** The page's rows as JSON text (problemRow on the wire) and the total. */
  async page(f: ProblemFilter, viewer: number, page: { pageNum: number; pageSize: number } & ProblemSort) {
    const filter = bindFilter(f);
    const sort = pageOrderOf(page);
    const shape = `${filter.shape}_${sort.key}${page.pageNum === 1 ? '_first' : ''}`;
    const run = this.prepared.get(shape, () => this.statement(shape, filter.where, sort, page.pageNum === 1));
    const [answer] = await run({ ...filter.values, zone: displayZone(), viewer, ...pageOf(page) });
    return { rowsJson: answer?.rows ?? '[]', total: answer?.total ?? 0 };
  }

  /** Every row of a filter (the export), in the list's order, at most `max`. */
  all(f: ProblemFilter, max: number, sort: ProblemSort = {}) {
    const filter = bindFilter(f);
    return this.db
      .select()
      .from(bizProblem)
      .where(filter.where)
      .orderBy(...orderFrom(sort, SORT_COLUMNS, bizProblem.problemId, [desc(bizProblem.problemId)]))
      .limit(max)
      .execute(filter.values);
  }
}
