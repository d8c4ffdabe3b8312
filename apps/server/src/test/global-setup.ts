import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Builds a migrated PGlite once and hands its dump to every test file (see test-db.ts). */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create('memory://');
  await migrate(drizzle(client), { migrationsFolder: join(import.meta.dirname, '../db/migrations') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `zj-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.ZJ_PGLITE_TEMPLATE = file;
}
