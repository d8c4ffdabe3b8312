import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server of DATABASE_URL (exits with 2 without one):
 * its URL, and `drop` to remove it when the benchmark ends.
 */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('DATABASE_URL (a PostgreSQL server) is required: the benchmark creates and drops its own database');
    process.exit(2);
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
