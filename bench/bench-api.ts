// The parts the API benches share: a user with a role holding some permissions (as buttons) and
// admin of a project, its login against the real server, and the latency loop over a list of calls
// (20 connections, a 2 s warm-up, then `seconds` per call; p99 against each call's budget).

import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';
import type { Db } from '../apps/server/src/core/db/client.ts';
import { serverCpuMs } from './real-server.ts';

const one = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<{ v: number }> }).rows[0]?.v ?? 0;

/**
 * A user (password bench123) with a role of its own holding `perms`, admin of `projectId`.
 * Answers the user's id.
 */
export async function benchUser(
  db: Db,
  user: { userName: string; nickName: string; roleName: string; perms: readonly string[]; projectId: number },
): Promise<number> {
  const { userName, nickName, roleName, perms, projectId } = user;
  const hash = await hashPassword('bench123');
  await db.execute(
    sql`insert into sys_user (user_name, nick_name, dept_id, password) values (${userName}, ${nickName}, 103, ${hash})`,
  );
  const userId = await one(db, sql`select user_id::int as v from sys_user where user_name = ${userName}`);
  await db.execute(
    sql`insert into sys_role (role_name, role_key, role_sort, data_scope) values (${roleName}, ${userName}, 9, '1')`,
  );
  for (const perm of perms) {
    await db.execute(
      sql`insert into sys_menu (menu_name, menu_type, perms, status) values (${perm}, 'F', ${perm}, '0')`,
    );
    await db.execute(sql`insert into sys_role_menu (role_id, menu_id)
      select r.role_id, m.menu_id from sys_role r, sys_menu m
      where r.role_key = ${userName} and m.perms = ${perm} and m.menu_type = 'F' on conflict do nothing`);
  }
  await db.execute(
    sql`insert into sys_user_role (user_id, role_id) select ${userId}, role_id from sys_role where role_key = ${userName}`,
  );
  await db.execute(
    sql`insert into biz_project_user (project_id, user_id, is_admin) values (${projectId}, ${userId}, '1')`,
  );
  return userId;
}

/** The bearer header of a bench user logged in to the server at `base`. */
export async function benchLogin(base: string, userName: string): Promise<{ authorization: string }> {
  const login = await fetch(`${base}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userName, password: 'bench123' }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { authorization: `Bearer ${token}` };
}

/**
 * The seeded admin (admin/admin123) logged in to the server at `base`: its token and a caller
 * answering the envelope of a JSON call, throwing unless its code is 200.
 */
export async function adminApi(base: string) {
  const login = await fetch(`${base}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await fetch(`${base}/prod-api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(data ? { 'content-type': 'application/json' } : {}) },
      ...(data ? { body: JSON.stringify(data) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the API's answers, checked by code
    const body = (await res.json()) as any;
    if (body.code !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  return { token, api };
}

export interface BenchCall {
  name: string;
  /** Below /prod-api. */
  path: string;
  /** p99 budget in ms. */
  budget: number;
}

/**
 * Each call first answered once (it must be code 200), then warmed up and measured at 20
 * connections for `seconds`; one line each (total when the answer has one, req/s, p50, p99, the
 * server's CPU per request). Answers the failures: a call not answering 200, a missed budget.
 */
export async function measureCalls(
  server: { base: string; pid: number | undefined },
  headers: { authorization: string },
  calls: readonly BenchCall[],
  seconds: number,
): Promise<string[]> {
  const failures: string[] = [];
  const width = Math.max(...calls.map((c) => c.name.length)) + 2;
  console.log(`  ${'call'.padEnd(width)}   total    req/s   p50 ms  p99 ms  server CPU/req  budget`);
  for (const call of calls) {
    const url = `${server.base}/prod-api${call.path}`;
    const probe = (await (await fetch(url, { headers })).json()) as { code: number; msg: string; total?: number };
    if (probe.code !== 200) {
      failures.push(`${call.name}: answered ${probe.code} ${probe.msg}`);
      console.log(`  ${call.name.padEnd(width)} answered ${probe.code} ${probe.msg}`);
      continue;
    }
    await autocannon({ url, connections: 20, duration: 2, headers }); // warm-up
    const cpuBefore = serverCpuMs(server.pid);
    const r = await autocannon({ url, connections: 20, duration: seconds, headers });
    const cpuPerRequest = (serverCpuMs(server.pid) - cpuBefore) / Math.max(r.requests.total, 1);
    const pass = r.latency.p99 <= call.budget && r.non2xx === 0 && r.errors === 0;
    console.log(
      `  ${call.name.padEnd(width)} ${String(probe.total ?? '').padStart(7)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(7)}  ${cpuPerRequest.toFixed(2).padStart(9)} ms  ≤ ${call.budget}${pass ? '' : '  MISSED'}`,
    );
    if (!pass)
      failures.push(
        `${call.name}: p99 ${r.latency.p99} ms > ${call.budget} ms (non-2xx ${r.non2xx}, errors ${r.errors})`,
      );
  }
  return failures;
}
