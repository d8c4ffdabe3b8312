import type { SortDirection } from '@zj/contract';
import { asc, type Column, desc, type SQL } from 'drizzle-orm';

/** `orderByColumn` / `isAsc` of a list query, the name already whitelisted by the contract's `sortQuery`. */
export interface ListSort<K extends string> {
  orderByColumn?: K | undefined;
  isAsc?: SortDirection | undefined;
}

/**
 * The ORDER BY of a RuoYi list: the column the client asked for, then `tiebreaker` (the id) in the
 * same direction so that paging is deterministic; without `orderByColumn`, the list's own order.
 * `columns` maps every whitelisted name to its column (a missing one does not compile). Nulls sort
 * as PostgreSQL sorts them (last ascending, first descending): a descending list is the exact
 * reverse of the ascending one.
 */
export function orderFrom<K extends string>(
  query: ListSort<K>,
  columns: Record<K, Column | SQL>,
  tiebreaker: Column,
  defaultOrder: SQL[],
): SQL[] {
  const name = query.orderByColumn;
  if (!name) return defaultOrder;
  const direction = query.isAsc === 'descending' || query.isAsc === 'desc' ? desc : asc;
  return [direction(columns[name]), direction(tiebreaker)];
}

/** The paging and sorting part of a list query `Q` (what a repository's `page` takes). */
export type PageSort<Q extends { pageNum: number; pageSize: number } & ListSort<string>> = Pick<
  Q,
  'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'
>;
