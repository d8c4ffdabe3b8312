// The real server for the benchmarks, plus one bare Fastify route in the same process that answers
// a constant of the size of getInfo's answer (Fastify's own ceiling, to compare the authenticated,
// permission-checked getInfo against). Prints `READY <port>` when listening.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { seed } from '../apps/server/src/seed.ts';

const serverUrl = process.env.DATABASE_URL;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (serverUrl) {
  // A throw-away database on the same server, so the benchmark never touches real data.
  const name = `zj_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}
const dataDir = mkdtempSync(join(tmpdir(), 'zj-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: process.env.WEB_DIST ?? '' }),
  captchaEnabled: false,
  logLevel: 'warn',
  databaseUrl,
};
const database = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'pglite'), poolSize: 20 });
await database.migrate();
await seed(database.db);
const app = await buildApp({ config, database, logger: false });
// getInfo's answer for admin, taken once through the real route: the bare route answers it as is.
let constant: unknown = null;
app.get('/bench/bare', async () => constant);
const login = await app.inject({
  method: 'POST',
  url: '/prod-api/auth/login',
  payload: { username: 'admin', password: 'admin123' },
});
const token = (login.json() as { data: { access_token: string } }).data.access_token;
const info = await app.inject({
  method: 'GET',
  url: '/prod-api/system/user/getInfo',
  headers: { authorization: `Bearer ${token}` },
});
constant = info.json();
await app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers: { authorization: `Bearer ${token}` } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0} ${database.driver}`);

async function stop() {
  await app.close();
  await database.close();
  await dropDatabase();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
