import { displayZone } from '@zj/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { pageClause, pageOf } from '../../core/db/paging.ts';
import { apiTimeSql, opaque, opaqueIds, type PageJson, pageJsonSql, preparedSql } from '../../core/db/prepared.ts';
import type { Page, Seeker } from './runtime.repository.ts';

// The seeker's values are opaque to the planner, so PostgreSQL keeps the generic plan: with the bare
// parameters it priced the generic plan (ten roles assumed) above a custom one and planned the
// statement again on every call (0.7 ms of PostgreSQL CPU per call against 0.28 on the generic plan).
const userId = opaque('userId', 'bigint');
const deptId = opaque('deptId', 'bigint');
const roleIds = opaqueIds('roleIds');

// The seeker's open tasks (ids): assigned to them, or offered to them, their department or a role
// of theirs and not taken by someone else. The status as a literal, not a parameter: the generic
// plan must match the partial index on open tasks.
const mine = sql`select t.task_id from wf_task t
  where t.status = 'open'
    and t.task_id in (
      select task_id from wf_task where assignee_id = ${userId} and status = 'open'
      union all
      select task_id from wf_task_candidate
      where (kind = 'u' and ref_id = ${userId}) or (kind = 'd' and ref_id = ${deptId})
         or (kind = 'r' and ref_id = any(${roleIds})))
    and (t.assignee_id = ${userId} or t.assignee_id is null)`;

/**
 * The task centre's to-do list without filters (every visit, and the menu's first page): one
 * statement, prepared once by name, writing the page's rows as JSON exactly as the API writes them
 * (the contract's taskRow on the wire: times formatted in the display zone, ids as numbers, the
 * assignee's name) with the total. The list costs one round trip, and no parsing or serialising
 * of rows in Node.
 */
export class TodoListQuery {
  /** The first page's statement and the other pages' (see pageClause). */
  private readonly statements: Record<'first' | 'other', (values: Record<string, unknown>) => Promise<PageJson[]>>;

  constructor(db: Db) {
    this.statements = { first: this.prepare(db, true), other: this.prepare(db, false) };
  }

  private prepare(db: Db, firstPage: boolean) {
    // Ids as float8: a JS number on both drivers, exact below 2^53.
    return preparedSql<PageJson>(
      db,
      firstPage ? 'wf_todo_first' : 'wf_todo',
      // "mine" is read twice (page and total), so PostgreSQL evaluates it once (materialised); the
      // page's ten ids are picked before any join, and its rows come as one JSON array, passed on
      // into the answer unparsed.
      sql`with mine as (${mine}),
        ids as (select task_id from mine order by task_id desc ${pageClause(firstPage)}),
        page as (select t.task_id::float8 as "taskId", t.name as "taskName", t.element_id as "elementId",
          t.instance_id::float8 as "instanceId", i.name as "processName", i.title, i.definition_key as "definitionKey",
          i.biz_table as "bizTable", i.biz_id as "bizId", i.business_key as "businessKey",
          i.starter_id::float8 as "startUserId", i.starter_name as "startUserName",
          t.assignee_id::float8 as "assigneeId", case when t.assignee_id is null then null else u.nick_name end as "assigneeName",
          t.claim_time is not null as claimed,
          t.status, t.outcome, t.comment, t.form_key as "formKey", t.buttons, t.priority,
          ${apiTimeSql('t.due_date')} as "dueDate", ${apiTimeSql('t.create_time')} as "createTime",
          ${apiTimeSql('t.end_time')} as "endTime", i.status as "instanceStatus"
        from ids
        join wf_task t on t.task_id = ids.task_id
        join wf_instance i on i.instance_id = t.instance_id
        left join sys_user u on u.user_id = t.assignee_id)
        ${pageJsonSql(sql`select count(*)::int from mine`, 'taskId')}`,
    );
  }

  /** The page's rows as JSON text (taskRow on the wire) and the total. */
  async page(seeker: Seeker, page: Page): Promise<{ rowsJson: string; total: number }> {
    const values = { userId: seeker.userId, deptId: seeker.deptId, roleIds: seeker.roleIds, zone: displayZone() };
    const [answer] = await this.statements[page.pageNum === 1 ? 'first' : 'other']({ ...values, ...pageOf(page) });
    return { rowsJson: answer?.rows ?? '[]', total: answer?.total ?? 0 };
  }
}
