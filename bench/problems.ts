// npm run bench:problems -w bench (DATABASE_URL required): 1 000 000 problems across 1 000
// projects (quality and safety, every status, level, type and hazard, created over the last
// year), against the real server in its own process, 20 connections for 10 s per call, as a
// project admin holding the problem and dashboard permissions:
// - the project's problem list (GET /business/quality/listQualityProblem, filtered by kind and
//   status, page of 20 with its total): p99 ≤ 30 ms;
// - each statistics call (spec 02 §7 "Statistics") of the same project: p99 ≤ 50 ms.
// Exits non-zero when a budget is missed or a call does not answer 200.

import { PERMS } from '@zj/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { seed } from '../apps/server/src/seed.ts';
import { serverCpuMs, startRealServer } from './real-server.ts';
import { scratchDatabase } from './scratch-db.ts';

const LIST_P99_MS = 30;
const FIGURE_P99_MS = 50;
const PROJECTS = 1_000;
const PROBLEMS = Number(process.env.PROBLEMS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const scratch = await scratchDatabase('zj_bench_problems');
const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
let exitCode = 1;
try {
  await database.migrate();
  await seed(database.db);
  const { db } = database;
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<{ v: number }> }).rows[0]?.v ?? 0;
  const started = Date.now();
  await db.execute(sql`
    insert into biz_project (project_name, create_by)
    select '基准项目' || g, 'admin' from generate_series(1, ${PROJECTS}) g`);
  const firstProject = await one(
    sql`select min(project_id)::int as v from biz_project where project_name like '基准项目%'`,
  );
  const hash = await hashPassword('bench123');
  await db.execute(
    sql`insert into sys_user (user_name, nick_name, dept_id, password) values ('pbench', '质量员', 103, ${hash})`,
  );
  const userId = await one(sql`select user_id::int as v from sys_user where user_name = 'pbench'`);
  // Kinds 1 (quality) and 2 (safety); statuses 1–3; created over the last 365 days; completed
  // problems last changed a few days after; a due day two weeks after creation.
  await db.execute(sql`
    insert into biz_problem (project_id, kind, name, content, level, type, hazard_type, status, creator_id,
                             create_by, create_time, update_time, due_date)
    select ${firstProject} + (g % ${PROJECTS}),
           (1 + (g / ${PROJECTS}) % 2)::text,
           '问题' || g, '基准数据', (array['一般','重要','次要'])[1 + (g * 7) % 3],
           (array['随机抽查','专项检查','日常巡检','验收检查'])[1 + (g * 11) % 4],
           case when (g / ${PROJECTS}) % 2 = 1 then (array['高空作业','用电','用水','消防','文明施工'])[1 + (g * 13) % 5] end,
           1 + (g * 5) % 3, ${userId}, 'pbench', t, case when (g * 5) % 3 = 2 then t + interval '3 days' end,
           (t + interval '14 days')::date
    from (select g, now() - ((g * 7919) % (365 * 24 * 60)) * interval '1 minute' as t
          from generate_series(1::bigint, ${PROBLEMS}::bigint) g) s`);
  await db.execute(sql`vacuum analyze`);
  const target = firstProject + PROJECTS / 2;
  const perProject = await one(sql`select count(*)::int as v from biz_problem where project_id = ${target}`);
  console.log(
    `seeded ${PROBLEMS} problems across ${PROJECTS} projects (${Date.now() - started} ms); project ${target} holds ${perProject}`,
  );

  // A system role with the problem and dashboard permissions (as buttons), and membership of the project as its admin.
  const perms = [
    PERMS.business.qualityProblem.list,
    PERMS.business.qualityCheck.dashboard,
    PERMS.business.safetyCheck.dashboard,
  ];
  await db.execute(
    sql`insert into sys_role (role_name, role_key, role_sort, data_scope) values ('基准', 'pbench', 9, '1')`,
  );
  for (const perm of perms) {
    await db.execute(
      sql`insert into sys_menu (menu_name, menu_type, perms, status) values (${perm}, 'F', ${perm}, '0')`,
    );
    await db.execute(sql`insert into sys_role_menu (role_id, menu_id)
      select r.role_id, m.menu_id from sys_role r, sys_menu m where r.role_key = 'pbench' and m.perms = ${perm} and m.menu_type = 'F'
      on conflict do nothing`);
  }
  await db.execute(
    sql`insert into sys_user_role (user_id, role_id) select ${userId}, role_id from sys_role where role_key = 'pbench'`,
  );
  await db.execute(
    sql`insert into biz_project_user (project_id, user_id, is_admin) values (${target}, ${userId}, '1')`,
  );

  const server = await startRealServer(scratch.url, { RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_USER: '0' });
  const login = await fetch(`${server.base}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'pbench', password: 'bench123' }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const calls: Array<{ name: string; path: string; budget: number }> = [
    {
      name: 'listQualityProblem (kind 2, status 1, page of 20)',
      path: `/business/quality/listQualityProblem?projectId=${target}&kind=2&status=1&pageNum=1&pageSize=20`,
      budget: LIST_P99_MS,
    },
    {
      name: 'safetyStatusStatistics',
      path: `/business/quality/safetyStatusStatistics/${target}/2`,
      budget: FIGURE_P99_MS,
    },
    {
      name: 'safetyHazardStatistics',
      path: `/business/quality/safetyHazardStatistics/${target}/2`,
      budget: FIGURE_P99_MS,
    },
    { name: 'todayProblem', path: `/business/quality/todayProblem/${target}/2`, budget: FIGURE_P99_MS },
    {
      name: 'problemTypeStatistics',
      path: `/business/quality/problemTypeStatistics/${target}/1`,
      budget: FIGURE_P99_MS,
    },
    { name: 'problemTrend (month)', path: `/business/quality/problemTrend/${target}/2/month`, budget: FIGURE_P99_MS },
    { name: 'problemTrend (year)', path: `/business/quality/problemTrend/${target}/1/year`, budget: FIGURE_P99_MS },
  ];
  const failures: string[] = [];
  console.log(`\n20 connections, ${SECONDS} s each (project ${target})`);
  console.log('  call                                                req/s   p50 ms  p99 ms  server CPU/req  budget');
  for (const call of calls) {
    const url = `${server.base}/prod-api${call.path}`;
    const probe = (await (await fetch(url, { headers })).json()) as { code: number; msg: string; total?: number };
    if (probe.code !== 200) {
      failures.push(`${call.name}: answered ${probe.code} ${probe.msg}`);
      console.log(`  ${call.name.padEnd(50)} answered ${probe.code} ${probe.msg}`);
      continue;
    }
    await autocannon({ url, connections: 20, duration: 2, headers }); // warm-up
    const cpuBefore = serverCpuMs(server.pid);
    const r = await autocannon({ url, connections: 20, duration: SECONDS, headers });
    const cpuPerRequest = (serverCpuMs(server.pid) - cpuBefore) / Math.max(r.requests.total, 1);
    const pass = r.latency.p99 <= call.budget && r.non2xx === 0 && r.errors === 0;
    console.log(
      `  ${call.name.padEnd(50)} ${r.requests.average.toFixed(0).padStart(6)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(7)}  ${cpuPerRequest.toFixed(2).padStart(9)} ms  ≤ ${call.budget}${pass ? '' : '  MISSED'}`,
    );
    if (!pass)
      failures.push(
        `${call.name}: p99 ${r.latency.p99} ms > ${call.budget} ms (non-2xx ${r.non2xx}, errors ${r.errors})`,
      );
  }
  await server.stop();
  if (process.env.EXPLAIN) {
    for (const query of [
      sql`explain analyze select count(*) filter (where status = 1), count(*) filter (where status = 3) from biz_problem where project_id = ${target} and kind = '2'`,
      sql`explain analyze select to_char(create_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD'), count(*) from biz_problem where project_id = ${target} and kind = '2' and create_time >= now() - interval '30 days' group by 1`,
    ]) {
      const plan = (await db.execute(query)) as unknown as { rows: Array<Record<string, string>> };
      console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    }
  }
  if (failures.length) console.log(`FAIL\n- ${failures.join('\n- ')}`);
  else console.log(`PASS list p99 ≤ ${LIST_P99_MS} ms, statistics p99 ≤ ${FIGURE_P99_MS} ms`);
  exitCode = failures.length ? 1 : 0;
} finally {
  await database.close();
  await scratch.drop();
}
process.exit(exitCode);
