import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
/** The drizzle database, the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs migrations while holding a lock, so replicas starting together migrate once. `fresh`: this
   * call found no migration applied before (a new database; only one replica is told so).
   */
  migrate(): Promise<{ fresh: boolean }>;
  /**
   * LISTEN on a channel: PostgreSQL holds one dedicated connection (re-established after a drop);
   * PGlite delivers notifications inside its process. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs a script of several statements (simple query protocol): restores, fixtures. */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = join(import.meta.dirname, '../../db/migrations');
/** Whether drizzle's journal of applied migrations has a row yet (false on a new database). */
const APPLIED = `select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'drizzle' and c.relname = '__drizzle_migrations') as "journal"`;
const ANY_APPLIED = 'select exists (select 1 from drizzle.__drizzle_migrations) as "applied"';
async function migratedBefore(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  const [journal] = (await query(APPLIED)).rows as Array<{ journal: boolean }>;
  if (!journal?.journal) return false;
  const [row] = (await query(ANY_APPLIED)).rows as Array<{ applied: boolean }>;
  return row?.applied === true;
}
const MIGRATION_LOCK = 727_001;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests use a migrated, seeded template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const fresh = !(await migratedBefore((text) => client.query(text)));
      await migrate(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
      return { fresh };
    },
    async exec(script) {
      await client.exec(script);
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client can be cut off (server restart, failover, admin termination); the pool drops
  // it and opens a new one on demand. Without a listener the error would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    async exec(script) {
      await pool.query(script);
    },
    db,
    driver: 'postgres',
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const fresh = !(await migratedBefore((text) => client.query(text)));
        await migrate(drizzlePg(client), { migrationsFolder: MIGRATIONS });
        return { fresh };
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/** A dedicated LISTEN connection that reconnects (after 1 s, then backing off to 10 s) when dropped. */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 1000;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    next.on('error', (error) => console.warn(`PostgreSQL LISTEN connection error: ${error.message}`));
    next.on('end', () => {
      if (stopped) return;
      client = null;
      setTimeout(() => void connect().catch(() => {}), delay);
      delay = Math.min(delay * 2, 10_000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    delay = 1000;
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** PGlite's data directory for a DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
