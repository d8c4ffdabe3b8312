// Throwaway experiment harness (not committed).
import { PERMS } from '@zj/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { seed } from '../apps/server/src/seed.ts';
import { startRealServer } from './real-server.ts';

const base = process.env.DATABASE_URL!;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
const exists = (await admin.query(`select 1 from pg_database where datname='zj_exp'`)).rowCount;
if (!exists) await admin.query('create database zj_exp');
await admin.end();
const url = base.replace(/\/[^/]*$/, '/zj_exp');
const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
const { db } = database;
const one = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as any).rows[0]?.v ?? 0;
await database.migrate();
const PROJECTS = 1000,
  PROBLEMS = 1_000_000;
if (!exists) {
  await seed(db);
  await db.execute(
    sql`insert into biz_project (project_name, create_by) select '基准项目' || g, 'admin' from generate_series(1, ${PROJECTS}) g`,
  );
  const firstProject = await one(
    sql`select min(project_id)::int as v from biz_project where project_name like '基准项目%'`,
  );
  const hash = await hashPassword('bench123');
  await db.execute(
    sql`insert into sys_user (user_name, nick_name, dept_id, password) values ('pbench', '质量员', 103, ${hash})`,
  );
  const userId = await one(sql`select user_id::int as v from sys_user where user_name = 'pbench'`);
  await db.execute(sql`
    insert into biz_problem (project_id, kind, name, content, level, type, hazard_type, status, creator_id,
                             create_by, create_time, update_time, due_date)
    select ${firstProject} + (g % ${PROJECTS}), (1 + (g / ${PROJECTS}) % 2)::text,
           '问题' || g, '基准数据', (array['一般','重要','次要'])[1 + (g * 7) % 3],
           (array['随机抽查','专项检查','日常巡检','验收检查'])[1 + (g * 11) % 4],
           case when (g / ${PROJECTS}) % 2 = 1 then (array['高空作业','用电','用水','消防','文明施工'])[1 + (g * 13) % 5] end,
           1 + (g * 5) % 3, ${userId}, 'pbench', t, case when (g * 5) % 3 = 2 then t + interval '3 days' end,
           (t + interval '14 days')::date
    from (select g, now() - ((g * 7919) % (365 * 24 * 60)) * interval '1 minute' as t
          from generate_series(1::bigint, ${PROBLEMS}::bigint) g) s`);
  await db.execute(sql`vacuum analyze`);
  const target = firstProject + PROJECTS / 2;
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
    await db.execute(
      sql`insert into sys_role_menu (role_id, menu_id) select r.role_id, m.menu_id from sys_role r, sys_menu m where r.role_key = 'pbench' and m.perms = ${perm} and m.menu_type = 'F' on conflict do nothing`,
    );
  }
  await db.execute(
    sql`insert into sys_user_role (user_id, role_id) select ${userId}, role_id from sys_role where role_key = 'pbench'`,
  );
  await db.execute(
    sql`insert into biz_project_user (project_id, user_id, is_admin) values (${target}, ${userId}, '1')`,
  );
}
const target =
  (await one(sql`select min(project_id)::int as v from biz_project where project_name like '基准项目%'`)) +
  PROJECTS / 2;
await database.close();
const server = await startRealServer(url, { RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_USER: '0' });
const login = await fetch(`${server.base}/prod-api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'pbench', password: 'bench123' }),
});
const token = ((await login.json()) as any).data.access_token;
const headers = { authorization: `Bearer ${token}` };
const SECONDS = Number(process.env.S ?? 5);
const paths = (process.env.PATHS ?? 'list,status,trend').split(',');
const named: Record<string, string> = {
  info: '/system/user/getInfo',
  list: `/business/quality/listQualityProblem?projectId=${target}&kind=2&status=1&pageNum=1&pageSize=20`,
  status: `/business/quality/safetyStatusStatistics/${target}/2`,
  hazard: `/business/quality/safetyHazardStatistics/${target}/2`,
  today: `/business/quality/todayProblem/${target}/2`,
  type: `/business/quality/problemTypeStatistics/${target}/1`,
  trend: `/business/quality/problemTrend/${target}/2/month`,
  year: `/business/quality/problemTrend/${target}/1/year`,
  noauth: '/code',
};
for (const n of paths) {
  const u = `${server.base}/prod-api${named[n] ?? n}`;
  const probe = await fetch(u, { headers });
  const body = await probe.text();
  await autocannon({ url: u, connections: 20, duration: 1, headers });
  const { readFileSync } = await import('node:fs');
  const cpu = () => {
    const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  const c0 = cpu();
  const r = await autocannon({ url: u, connections: 20, duration: SECONDS, headers });
  const cpuMs = (cpu() - c0) / r.requests.total;
  console.log(
    n.padEnd(8),
    'cpu/req',
    cpuMs.toFixed(2),
    'ms',
    String(r.requests.average).padStart(6),
    'req/s p50',
    r.latency.p50,
    'p99',
    r.latency.p99,
    'non2xx',
    r.non2xx,
    body.slice(0, 80),
  );
}
await server.stop();
process.exit(0);
