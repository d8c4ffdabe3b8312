// npm run bench:users (DATABASE_URL required): the user list on 100 000 users across a
// department tree, filtered by a mid-level department, 20 connections for 10 s as admin.
// Exits non-zero unless p99 ≤ 50 ms.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { sysDept } from '../apps/server/src/core/identity/depts.tables.ts';
import { seed } from '../apps/server/src/seed.ts';
import { startRealServer } from './real-server.ts';
import { scratchDatabase } from './scratch-db.ts';

const BUDGET_P99_MS = 50;
const USERS = 100_000;
const COMPANIES = 10;
const SITES = 10;
const TEAMS = 10;

const scratch = await scratchDatabase('zj_bench_users');

const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
let exitCode = 1;
try {
  await database.migrate();
  await seed(database.db);
  const { db } = database;

  // 10 companies × 10 sites × 10 teams below the seeded group (100).
  const teamIds: number[] = [];
  let midDept = 0;
  for (let c = 1; c <= COMPANIES; c++) {
    const [company] = await db
      .insert(sysDept)
      .values({ parentId: 100, ancestors: '0,100', deptName: `公司${c}`, orderNum: c })
      .returning({ id: sysDept.deptId });
    if (!company) throw new Error('dept');
    const sites = await db
      .insert(sysDept)
      .values(
        Array.from({ length: SITES }, (_, s) => ({
          parentId: company.id,
          ancestors: `0,100,${company.id}`,
          deptName: `项目部${c}-${s + 1}`,
          orderNum: s,
        })),
      )
      .returning({ id: sysDept.deptId, ancestors: sysDept.ancestors });
    for (const site of sites) {
      if (!midDept) midDept = site.id;
      const teams = await db
        .insert(sysDept)
        .values(
          Array.from({ length: TEAMS }, (_, t) => ({
            parentId: site.id,
            ancestors: `${site.ancestors},${site.id}`,
            deptName: `班组${site.id}-${t + 1}`,
            orderNum: t,
          })),
        )
        .returning({ id: sysDept.deptId });
      teamIds.push(...teams.map((t) => t.id));
    }
  }
  const hash = await hashPassword('bench123');
  const started = Date.now();
  await db.execute(sql`
    insert into sys_user (user_name, nick_name, dept_id, password, phonenumber, create_time)
    select 'bench' || g, '用户' || g, (${`{${teamIds.join(',')}}`}::bigint[])[1 + (g % ${teamIds.length})], ${hash},
           lpad(g::text, 11, '1'), now() - (g || ' minutes')::interval
    from generate_series(1, ${USERS}) g`);
  // As autovacuum leaves a steady-state table: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${USERS} users in ${teamIds.length} teams (${Date.now() - started} ms); mid-level dept ${midDept}`,
  );

  if (process.env.EXPLAIN) {
    const plan = await db.execute(sql`explain analyze select count(*) from sys_user u
      where u.del_flag = '0' and u.dept_id in (select dept_id from sys_dept where del_flag = '0' and (dept_id = ${midDept} or ${String(midDept)} = any(string_to_array(ancestors, ','))))
      `);
    console.log(
      (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n'),
    );
  }
  const server = await startRealServer(scratch.url);
  const { base } = server;
  const login = await fetch(`${base}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const target = `${base}/prod-api/system/user/list?pageNum=1&pageSize=20&deptId=${midDept}`;
  const probe = (await (await fetch(target, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    total: number;
    rows: unknown[];
  };
  console.log(`subtree of dept ${midDept}: ${probe.total} users, page of ${probe.rows.length}`);
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url: target, connections: 20, duration: 2, headers }); // warm-up
  const result = await autocannon({ url: target, connections: 20, duration: 10, headers });
  await server.stop();
  console.log(
    `GET /system/user/list (deptId subtree, 20 connections, 10 s): ${result.requests.average.toFixed(0)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
  const ok = result.latency.p99 <= BUDGET_P99_MS && result.non2xx === 0 && result.errors === 0;
  console.log(ok ? `PASS p99 ≤ ${BUDGET_P99_MS} ms` : `FAIL p99 > ${BUDGET_P99_MS} ms or errors`);
  exitCode = ok ? 0 : 1;
} finally {
  await database.close();
  await scratch.drop();
}
process.exit(exitCode);
