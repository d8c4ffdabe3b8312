// npm run bench:todo -w bench (DATABASE_URL required): the to-do list (GET /flowable/task/todoList,
// first page of 10 with its total) with 100 000 open tasks across 10 000 users — 70 % assigned,
// 30 % offered to candidates (users, departments, roles) — 20 connections for 10 s against the
// real server in its own process. Exits non-zero unless p99 ≤ 20 ms.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { seed } from '../apps/server/src/seed.ts';
import { postgresCpuMs, serverCpuMs, startRealServer } from './real-server.ts';
import { scratchDatabase } from './scratch-db.ts';

const BUDGET_P99_MS = 20;

const USERS = 10_000;
const TASKS = 100_000;
const INSTANCES = 20_000;

const scratch = await scratchDatabase('zj_bench_todo');
const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
let exitCode = 1;
try {
  await database.migrate();
  await seed(database.db);
  const { db } = database;
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<{ v: number }> }).rows[0]?.v ?? 0;
  const hash = await hashPassword('bench123');
  const started = Date.now();
  await db.execute(sql`
    insert into sys_user (user_name, nick_name, dept_id, password)
    select 'todo' || g, '审批人' || g, 100 + (g % 10), ${hash} from generate_series(1, ${USERS}) g`);
  const first = await one(sql`select min(user_id)::int as v from sys_user where user_name like 'todo%'`);
  await db.execute(sql`
    insert into wf_instance (definition_id, definition_key, name, biz_table, biz_id, starter_id, starter_name, state, variables)
    select 0, 'bench', '基准审批', 'bench', g::text, ${first} + (g % ${USERS}), 'todo', '{}'::jsonb, '{}'::jsonb
    from generate_series(1, ${INSTANCES}) g`);
  const firstInstance = await one(sql`select min(instance_id)::int as v from wf_instance`);
  // 70 % assigned to one of the users, 30 % unassigned (offered to candidates below).
  await db.execute(sql`
    insert into wf_task (instance_id, element_id, name, execution_id, assignee_id, create_time)
    select ${firstInstance} + (g % ${INSTANCES}), 'review', '审核', 'review_' || g,
           case when g % 10 < 7 then ${first} + ((g * 7919) % ${USERS}) else null end,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${TASKS}) g`);
  await db.execute(sql`
    insert into wf_task_candidate (task_id, kind, ref_id)
    select task_id,
           case when task_id % 3 = 0 then 'u' when task_id % 3 = 1 then 'd' else 'r' end,
           case when task_id % 3 = 0 then ${first} + ((task_id * 104729) % ${USERS})
                when task_id % 3 = 1 then 1000 + (task_id % 1000) else 1000 + ((task_id / 3) % 1000) end
    from wf_task where assignee_id is null`);
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded ${USERS} users, ${TASKS} open tasks (${Date.now() - started} ms)`);

  const server = await startRealServer(scratch.url, { RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_USER: '0' });
  const { base } = server;
  // A user in department 1007 holding role 1007 (1 000 departments and roles are named by candidates).
  const userName = `todo${USERS / 2}`;
  await db.execute(sql`update sys_user set dept_id = 1007 where user_name = ${userName}`);
  await db.execute(sql`insert into sys_user_role (user_id, role_id)
    select user_id, 1007 from sys_user where user_name = ${userName} on conflict do nothing`);
  const login = await fetch(`${base}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userName, password: 'bench123' }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const target = `${base}/prod-api/flowable/task/todoList?pageNum=1&pageSize=10`;
  const headers = { authorization: `Bearer ${token}` };
  const probe = (await (await fetch(target, { headers })).json()) as { code: number; total: number; rows: unknown[] };
  console.log(
    `${userName}: ${probe.total} open tasks (assigned, as a user, department or role candidate), page of ${probe.rows.length}`,
  );
  await autocannon({ url: target, connections: 20, duration: 2, headers }); // warm-up
  const cpuBefore = serverCpuMs(server.pid);
  const pgBefore = postgresCpuMs();
  const result = await autocannon({ url: target, connections: 20, duration: 10, headers });
  const cpuMs = serverCpuMs(server.pid) - cpuBefore;
  const pgMs = postgresCpuMs() - pgBefore;
  await server.stop();
  console.log(
    `GET /flowable/task/todoList (20 connections, 10 s): ${result.requests.average.toFixed(0)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ` +
      `CPU per request: server ${(cpuMs / Math.max(result.requests.total, 1)).toFixed(2)} ms, ` +
      `PostgreSQL ${(pgMs / Math.max(result.requests.total, 1)).toFixed(2)} ms`,
  );
  if (process.env.EXPLAIN) {
    const me = first + USERS / 2 - 1;
    const plan =
      await db.execute(sql`explain analyze select t.task_id from wf_task t inner join wf_instance i on i.instance_id = t.instance_id
      where t.status = 'open' and t.task_id in (select task_id from wf_task where assignee_id = ${me} and status = 'open'
        union all select task_id from wf_task_candidate where (kind = 'u' and ref_id = ${me}) or (kind = 'd' and ref_id = 1007) or (kind = 'r' and ref_id in (1007)))
      and (t.assignee_id = ${me} or t.assignee_id is null) order by t.task_id desc limit 10`);
    console.log(
      (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n'),
    );
  }
  const ok = probe.code === 200 && result.latency.p99 <= BUDGET_P99_MS && result.non2xx === 0 && result.errors === 0;
  console.log(ok ? `PASS p99 ≤ ${BUDGET_P99_MS} ms` : `FAIL p99 > ${BUDGET_P99_MS} ms or errors`);
  exitCode = ok ? 0 : 1;
} finally {
  await database.close();
  await scratch.drop();
}
process.exit(exitCode);
