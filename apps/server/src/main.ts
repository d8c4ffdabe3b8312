import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, pgliteDir } from './core/db/client.ts';
import { DataDirInUse, lockDataDir, PRIVATE_UMASK, securePrivateDir } from './core/db/data-dir.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoOnFirstStart } from './demo/demo-seed.ts';
import { DEFAULT_ADMIN, seed } from './seed.ts';

// What the server writes under DATA_DIR (database, files, secret) is the owner's only.
process.umask(PRIVATE_UMASK);
const config = loadConfig();
securePrivateDir(config.dataDir);
// One server per embedded database: a second one on the same DATA_DIR would lose writes.
let releaseDataDir = () => {};
if (!config.databaseUrl) {
  try {
    releaseDataDir = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config.dataDir) });
const { fresh } = await database.migrate();
await seed(database.db);
// The embedded database's files as PGlite left them, made private.
securePrivateDir(config.dataDir);

const app = await buildApp({ config, database, terminal: process.stdout.isTTY === true });
// A demo project on a new database only (never with NODE_ENV=production; DEMO_SEED=false turns it off).
let demo = false;
const started = Date.now();
try {
  const seeding = () =>
    console.log('  First start on a new database: seeding the demo project (DEMO_SEED=false turns it off)…');
  demo = (await seedDemoOnFirstStart(app, { freshDatabase: fresh, seeding })) === 'seed';
  if (demo) app.log.info({ ms: Date.now() - started }, 'demo data seeded');
} catch (error) {
  app.log.error({ err: error }, 'demo data not seeded');
}
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}/cbim-cloud-ui/`;
app.log.info({ url, database: database.driver }, 'ready');
console.log(`\n  智能建造管理平台 is running at ${url}`);
console.log(
  `  Database: ${database.driver === 'pglite' ? `embedded PGlite under ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
);
console.log(
  `  Default login: ${DEFAULT_ADMIN.userName} / ${DEFAULT_ADMIN.password} — change this password after the first login.\n`,
);
if (demo)
  console.log(
    `  Demo project 智建示范园区: also ${DEMO_USERS.map((u) => `${u.userName} (${u.nickName})`).join(', ')} / ${DEMO_PASSWORD}\n`,
  );
if (!config.webDist) console.log('  (web app not built: run `npm run build` to serve the UI)\n');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close(); // stops accepting, waits for in-flight requests
    await database.close();
    releaseDataDir();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
