import { count, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { opaque } from './prepared.ts';

/** LIMIT/OFFSET of a `pageNum`/`pageSize` query. */
export const pageOf = (q: { pageNum: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});

/**
 * `LIMIT $limit [OFFSET $offset]` of a prepared list statement. The first page has no OFFSET:
 * PostgreSQL costs an OFFSET parameter at a tenth of the rows, so a statement with one would
 * look dearer as a generic plan than re-planned with the values, and be planned again on every
 * call; without it the generic plan is kept. The limit and the offset are opaque for the same
 * reason (a custom plan knowing them looks cheaper than the generic one). Statements are prepared
 * per `firstPage` value (no OFFSET at all is cheaper still).
 */
export const pageClause = (firstPage: boolean): SQL =>
  firstPage
    ? sql`limit ${opaque('limit', 'int')}`
    : sql`limit ${opaque('limit', 'int')} offset ${opaque('offset', 'int')}`;

/** Row count of a table under a condition. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** `col DESC NULLS LAST`, matching drizzle's `index().on(col.desc())` so the index gives the order. */
export const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/** Whether some row of the table matches (`select 1 … limit 1`): the "already taken" checks. */
export async function existsWhere(db: Tx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return row !== undefined;
}

/** `column <> id` when an id is given (the row being edited does not count as taken), else nothing. */
export const otherThan = (column: AnyPgColumn, id: number | undefined): SQL | undefined =>
  id ? ne(column, id) : undefined;
