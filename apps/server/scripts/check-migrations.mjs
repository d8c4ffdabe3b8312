// Fails when the committed migrations do not match the tables: drizzle-kit generates from every
// `*.tables.ts` into a copy of the migrations folder, and any new migration file means drift.
// Usage: node scripts/check-migrations.mjs [schema glob] (the tests pass a fixture glob).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const schema = process.argv[2] ?? './src/**/*.tables.ts';
const root = join(import.meta.dirname, '..');
const committed = join(root, 'src/db/migrations');
// drizzle-kit takes the output folder relative to the working directory.
const scratch = join(root, 'node_modules/.cache');
mkdirSync(scratch, { recursive: true });
const copy = mkdtempSync(join(scratch, 'zj-migrations-'));
try {
  cpSync(committed, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const run = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      schema,
      '--out',
      relative(root, copy),
      '--name',
      'drift',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  // drizzle-kit may print an error and still exit 0.
  if (run.status !== 0 || /\bError\b/.test(run.stderr)) {
    console.error(run.stdout, run.stderr);
    console.error('check-migrations: drizzle-kit failed');
    process.exitCode = 2;
  }
  const added = readdirSync(copy).filter((name) => !before.has(name) && name.endsWith('.sql'));
  if (process.exitCode) {
    // drizzle-kit failed: said above.
  } else if (added.length > 0) {
    console.error(
      `check-migrations: the tables differ from the committed migrations (drizzle-kit wrote ${added.join(', ')}).`,
    );
    console.error('Run `npm run db:generate -w apps/server` and commit the new migration.');
    process.exitCode = 1;
  } else console.log('check-migrations: the committed migrations match the tables');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
