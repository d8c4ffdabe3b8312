import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from '../core/db/client.ts';
import { seed } from '../seed.ts';

/** A test database; `url` is set on PostgreSQL (a second pool on it acts as another replica). */
export type TestDatabase = Database & { url?: string };

/** A new, empty database (no migrations, no seed): a database on the server or an in-memory PGlite. */
export async function createEmptyDatabase(poolSize = 5): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `zj_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * A fresh, migrated and seeded database for one test file: a new database on the PostgreSQL
 * server when TEST_DATABASE_URL is set, else an in-memory PGlite started from the template that
 * the global setup prepared (creating PGlite from scratch takes seconds). `poolSize`: the
 * server's connections (PGlite is always one).
 */
export async function createTestDatabase(poolSize?: number): Promise<TestDatabase> {
  const template = process.env.ZJ_PGLITE_TEMPLATE;
  if (process.env.TEST_DATABASE_URL || !template) {
    const database = await createEmptyDatabase(poolSize);
    await database.migrate();
    await seed(database.db);
    return database;
  }
  const loadDataDir = new Blob([new Uint8Array(await readFile(template))]);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
  await seed(database.db);
  return database;
}
