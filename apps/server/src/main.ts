import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, pgliteDir } from './core/db/client.ts';
import { DataDirInUse, lockDataDir, PRIVATE_UMASK, securePrivateDir } from './core/db/data-dir.ts';
import { DEFAULT_ADMIN, seed, seedDemo } from './seed.ts';

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
await database.migrate();
await seed(database.db);
// Demo data on a new database (each module's demo seeds only where it has nothing yet); tests never call this.
await seedDemo(database.db);
// The embedded database's files as PGlite left them, made private.
securePrivateDir(config.dataDir);

const app = await buildApp({ config, database, terminal: process.stdout.isTTY === true });
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
