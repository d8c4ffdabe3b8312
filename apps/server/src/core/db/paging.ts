import { count, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** LIMIT/OFFSET of a `pageNum`/`pageSize` query. */
export const pageOf = (q: { pageNum: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});

/** Row count of a table under a condition. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** `col DESC NULLS LAST`, matching drizzle's `index().on(col.desc())` so the index gives the order. */
export const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;
