// npm run bench:problems -w bench (DATABASE_URL required): 1 000 000 problems across 1 000
// projects (quality and safety, every status, level, type and hazard, created over the last
// year), against the real server in its own process, 20 connections for 10 s per call, as a
// project admin holding the problem and dashboard permissions:
// - the project's problem list (GET /business/quality/listQualityProblem, filtered by kind and
//   status, page of 20 with its total): p99 ≤ 30 ms;
// - each statistics call (spec 02 §7 "Statistics") of the same project: p99 ≤ 50 ms.
// Exits non-zero when a budget is missed or a call does not answer 200.

import { PERMS } from '@zj/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { seed } from '../apps/server/src/seed.ts';
import { type BenchCall, benchLogin, benchUser, measureCalls } from './bench-api.ts';
import { startRealServer } from './real-server.ts';
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
  const target = firstProject + PROJECTS / 2;
  // A user with the problem and dashboard permissions (as buttons of its role), admin of that project.
  const userId = await benchUser(db, {
    userName: 'pbench',
    nickName: '质量员',
    roleName: '基准',
    perms: [
      PERMS.business.qualityProblem.list,
      PERMS.business.qualityCheck.dashboard,
      PERMS.business.safetyCheck.dashboard,
    ],
    projectId: target,
  });
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
  const perProject = await one(sql`select count(*)::int as v from biz_problem where project_id = ${target}`);
  console.log(
    `seeded ${PROBLEMS} problems across ${PROJECTS} projects (${Date.now() - started} ms); project ${target} holds ${perProject}`,
  );

  const server = await startRealServer(scratch.url, { RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_USER: '0' });
  const headers = await benchLogin(server.base, 'pbench');
  const calls: BenchCall[] = [
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
  console.log(`\n20 connections, ${SECONDS} s each (project ${target})`);
  const failures = await measureCalls(server, headers, calls, SECONDS);
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
