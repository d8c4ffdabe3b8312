import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Inserts the rows whose keys are missing (seeds run at every start). */
export async function insertMissing(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length) await db.insert(table).values(rows).onConflictDoNothing();
}

/** Moves an identity sequence past the seeded ids so later inserts do not collide. */
export async function syncSequence(db: Db, table: string, column: string, floor: number): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), ${floor}))`,
  );
}
