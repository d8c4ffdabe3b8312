// npm run bench:ws -w bench (DATABASE_URL required): 2 000 WebSocket clients logged in on one real
// server (its own process, PostgreSQL). Messages are created from this process through
// MessagesService on the same database — the cross-replica path: insert + NOTIFY here, LISTEN and
// push there. Measures creation → delivery latency on every client and the server's memory per
// idle connection. Exits non-zero unless p99 ≤ 200 ms and ≤ 50 KB per connection.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WS_PATH } from '@zj/contract';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { rowsOf } from '../apps/server/src/core/db/rows.ts';
import { MessagesRepository } from '../apps/server/src/modules/messages/messages.repository.ts';
import { MessagesService } from '../apps/server/src/modules/messages/messages.service.ts';
import { seed } from '../apps/server/src/seed.ts';
import { scratchDatabase } from './scratch-db.ts';
import { type Client, connectClients, type Login, latencies, percentile } from './ws-clients.ts';

const BUDGET_P99_MS = 200;
const BUDGET_KB_PER_CONN = 50;
const CLIENTS = Number(process.env.WS_CLIENTS || 2000);
const USERS = Number(process.env.WS_USERS || 100);
const ROUNDS = Number(process.env.WS_ROUNDS || 20);

const scratch = await scratchDatabase('zj_bench_ws');

/** The real server (as `npm start` runs it) plus a preload that reports live memory on SIGUSR2. */
async function startServer(databaseUrl: string) {
  const port = 21_000 + Math.floor(Math.random() * 10_000);
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', join(import.meta.dirname, 'gc-on-signal.mjs'), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: join(import.meta.dirname, '../apps/server'),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'zj-bench-ws-')),
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '',
        CAPTCHA_ENABLED: 'false',
        // 100 logins from one address in a few seconds: the per-address limit would refuse most.
        RATE_LIMIT_PER_IP: '0',
        RATE_LIMIT_PER_USER: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const check = () => (output.includes('Default login') ? resolve() : setTimeout(check, 50));
    check();
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  /** Resident memory and live JS memory (heap + external) after a full collection, in KB. */
  async function memoryKb(): Promise<{ rss: number; live: number }> {
    const from = output.length;
    child.kill('SIGUSR2');
    for (;;) {
      const m = /MEMORY rss=(\d+) heap=(\d+) external=(\d+)/.exec(output.slice(from));
      if (m) return { rss: Number(m[1]) / 1024, live: (Number(m[2]) + Number(m[3])) / 1024 };
      await sleep(20);
    }
  }
  async function stop() {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  return { port, memoryKb, stop };
}

const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
let exitCode = 1;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  await database.migrate();
  await seed(database.db);
  const hash = await hashPassword('bench123');
  const users = rowsOf<{ user_id: number; user_name: string }>(
    await database.db.execute(sql`
      insert into sys_user (user_name, nick_name, dept_id, password)
      select 'wsbench' || g, '推送' || g, 103, ${hash} from generate_series(1, ${USERS}) g
      returning user_id, user_name`),
  );
  server = await startServer(scratch.url);
  const base = `http://127.0.0.1:${server.port}`;
  const logins: Login[] = [];
  for (const user of users) {
    const res = await fetch(`${base}/prod-api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.user_name, password: 'bench123' }),
    });
    const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
    logins.push({ userName: user.user_name, token });
  }
  const wsUrl = `ws://127.0.0.1:${server.port}${WS_PATH}`;
  const messages = new MessagesService(new MessagesRepository(database.db));

  /** One round: a message to every user in one call, so every client gets one. */
  let rounds = 0;
  async function round(clients: Client[]): Promise<number[]> {
    const title = `基准消息 ${++rounds}`;
    const started = performance.now();
    await messages.send(users.map((u) => ({ recipient: u.user_id, title, createBy: 'bench' })));
    const sent = performance.now() - started;
    const result = await latencies(clients, title, started, 10_000);
    if (process.env.WS_DEBUG) {
      const s = [...result].sort((a, b) => a - b);
      console.log(`${title}: committed ${sent.toFixed(1)} ms, first ${s[0]?.toFixed(1)}, last ${s.at(-1)?.toFixed(1)}`);
    }
    return result;
  }

  // Warm-up: connect, deliver, disconnect, so "before" includes the code paths' one-off costs.
  const warm = await connectClients(wsUrl, logins, 200);
  await round(warm);
  for (const c of warm) c.ws.close();
  await sleep(1000);
  const before = await server.memoryKb();
  const clients = await connectClients(wsUrl, logins, CLIENTS);
  await sleep(1000);
  const after = await server.memoryKb();
  // RSS can under-count (freed heap pages are reused); judge by the larger of the two growths.
  const rssPerConn = (after.rss - before.rss) / CLIENTS;
  const livePerConn = (after.live - before.live) / CLIENTS;
  const perConnKb = Math.max(rssPerConn, livePerConn);

  // The protocol's heartbeat: the server closes sockets silent for 60 s.
  const beat = setInterval(() => {
    for (const c of clients) c.ws.send('{"act":"heartbeat"}');
  }, 20_000);
  const all: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    all.push(...(await round(clients)));
    await sleep(200);
  }
  clearInterval(beat);
  const missed = all.filter((l) => !Number.isFinite(l)).length;
  const sorted = all.filter(Number.isFinite).sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  console.log(
    `${CLIENTS} clients (${USERS} users), ${ROUNDS} rounds of ${USERS} messages: ${all.length} deliveries, ` +
      `missed ${missed}; latency p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
  console.log(
    `server after GC with ${CLIENTS} idle sockets: RSS ${mb(before.rss)} → ${mb(after.rss)} ` +
      `(${rssPerConn.toFixed(1)} KB each), JS heap + external ${mb(before.live)} → ${mb(after.live)} ` +
      `(${livePerConn.toFixed(1)} KB each)`,
  );
  const ok = missed === 0 && p99 <= BUDGET_P99_MS && perConnKb <= BUDGET_KB_PER_CONN;
  console.log(
    ok
      ? `PASS p99 ≤ ${BUDGET_P99_MS} ms, ≤ ${BUDGET_KB_PER_CONN} KB per connection`
      : `FAIL budget: nothing missed, p99 ≤ ${BUDGET_P99_MS} ms, ≤ ${BUDGET_KB_PER_CONN} KB per connection`,
  );
  exitCode = ok ? 0 : 1;
  for (const c of clients) c.ws.terminate();
} finally {
  await server?.stop();
  await database.close();
  await scratch.drop();
}
process.exit(exitCode);
