import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../core/db/rows.ts';
import { insertProject } from '../modules/project-roles/project-roles-test-kit.ts';
import { createTestApp, login, type TestContext } from './test-app.ts';

// The busy reads are statements prepared once by name; they are only cheap while PostgreSQL runs
// them on their generic plan. Were a value to make a custom plan look cheaper, PostgreSQL would
// plan the statement again on every call (see `opaque` in core/db/prepared.ts). One connection, so
// that pg_prepared_statements (per session) shows every statement the requests prepared. On
// PostgreSQL only: the embedded PGlite driver prepares no named statements.
let ctx: TestContext;
let admin: { authorization: string };
let project = 0;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 1 });
  admin = await login(ctx.app);
  project = await insertProject(ctx, '计划缓存项目');
  const { db } = ctx.database;
  // As the benchmarks hold them (the plans depend on the statistics): problems of 100 projects
  // created over a year, some today; open tasks, a third assigned (some to the admin), the rest
  // offered to users, to 500 departments and to 500 roles (the admin's among them).
  await db.execute(sql`
    insert into biz_project (project_name, create_by) select '计划缓存' || g, 'admin' from generate_series(1, 99) g`);
  await db.execute(sql`
    insert into biz_problem (project_id, kind, name, level, type, hazard_type, status, creator_id, create_by,
                             create_time, update_time, due_date)
    select ${project} + g % 100, (1 + (g / 100) % 2)::text, '问题' || g, (array['一般','重要','次要'])[1 + g % 3],
           (array['随机抽查','专项检查','日常巡检'])[1 + g % 3], case when (g / 100) % 2 = 1 then (array['用电','消防'])[1 + g % 2] end,
           1 + g % 3, 1, 'admin', t, t, (t + interval '14 days')::date
    from (select g, now() - (g * 7919 % 525600) * interval '1 minute' as t from generate_series(1, 100000) g) s`);
  await db.execute(sql`
    insert into wf_instance (definition_id, definition_key, name, biz_table, biz_id, starter_id, starter_name, state, variables)
    select 0, 'plans', '审批', 'plans', g::text, 1, 'admin', '{}'::jsonb, '{}'::jsonb from generate_series(1, 5000) g`);
  await db.execute(sql`
    insert into wf_task (instance_id, element_id, name, execution_id, assignee_id)
    select (select min(instance_id) from wf_instance) + g % 5000, 'review', '审核', 'review_' || g,
           case when g % 3 = 0 then (case when g % 300 = 0 then 1 else 10000 + g % 5000 end) end
    from generate_series(1, 50000) g`);
  await db.execute(sql`
    insert into wf_task_candidate (task_id, kind, ref_id)
    select task_id, (array['u','d','r'])[1 + task_id % 3], case when task_id % 3 = 0 then 10000 + task_id % 5000 else task_id % 500 end
    from wf_task where assignee_id is null`);
  await db.execute(sql`analyze`);
});
afterAll(() => ctx.close());

describe.runIf(process.env.TEST_DATABASE_URL)('prepared statements of the busy reads', () => {
  it('keep their generic plan (no re-planning on every call)', async () => {
    const paths = [
      `/business/quality/listQualityProblem?projectId=${project}&kind=2&status=1&pageNum=1&pageSize=20`,
      `/business/quality/listQualityProblem?projectId=${project}&kind=1&pageNum=3&pageSize=20`,
      `/business/quality/safetyStatusStatistics/${project}/2`,
      `/business/quality/safetyHazardStatistics/${project}/2`,
      `/business/quality/todayProblem/${project}/2`,
      `/business/quality/problemTypeStatistics/${project}/1`,
      `/business/quality/problemTrend/${project}/2/month`,
      '/system/user/list?pageNum=1&pageSize=20&deptId=103',
      '/flowable/task/todoList?pageNum=1&pageSize=10',
    ];
    for (const path of paths) {
      for (let i = 0; i < 10; i++) {
        const res = await ctx.app.inject({ method: 'GET', url: `/prod-api${path}`, headers: admin });
        expect(res.json().code, path).toBe(200);
      }
    }
    const statements = rowsOf<{ name: string; generic: number; custom: number }>(
      await ctx.database.db.execute(
        sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
      ),
    );
    const names = statements.map((s) => s.name);
    for (const expected of ['wf_todo_first', 'fig_newest', 'fig_status']) expect(names).toContain(expected);
    expect(names.some((name) => name.startsWith('problem_list_'))).toBe(true);
    expect(names.some((name) => name.startsWith('user_list_'))).toBe(true);
    // PostgreSQL tries five custom plans before it compares; every run after them is generic.
    const replanned = statements.filter((s) => s.custom > 5).map((s) => `${s.name}: ${s.custom} custom plans`);
    expect(replanned).toEqual([]);
  });
});
