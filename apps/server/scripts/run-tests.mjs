// Runs the server suite on the embedded PGlite, then again on the PostgreSQL server when
// DATABASE_URL is set (CI sets it), so every test proves both drivers.
import { spawnSync } from 'node:child_process';

const runs = [{ name: 'PGlite', env: { TEST_DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DATABASE_URL: process.env.DATABASE_URL } });

for (const run of runs) {
  console.log(`\n=== server tests on ${run.name} ===`);
  const env = { ...process.env, ...run.env };
  if (!env.TEST_DATABASE_URL) delete env.TEST_DATABASE_URL;
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
