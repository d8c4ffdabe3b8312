import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/** Sets the order numbers of several rows in one statement (RuoYi's drag-sort); answers how many rows changed. */
export async function updateOrderNums(
  tx: Tx,
  table: PgTable,
  columns: { id: AnyPgColumn; orderNum: AnyPgColumn },
  pairs: Array<{ id: number; orderNum: number }>,
): Promise<number> {
  if (pairs.length === 0) return 0;
  const values = sql.join(
    pairs.map((p) => sql`(${p.id}::bigint, ${p.orderNum}::int)`),
    sql`, `,
  );
  const result = await tx.execute(
    sql`update ${table} set ${sql.identifier(columns.orderNum.name)} = v.o from (values ${values}) as v(id, o) where ${columns.id} = v.id`,
  );
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
