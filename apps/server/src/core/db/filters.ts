import { displayZone } from '@zj/contract';
import { type Column, type SQL, sql } from 'drizzle-orm';

/** The ILIKE pattern `%value%` with the LIKE wildcards of the value escaped. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ILIKE '%value%'` with the LIKE wildcards of the value escaped; nothing for no value. */
export function contains(column: Column, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  return sql`${column} ilike ${containsPattern(value)}`;
}

export interface TimeRangeFilter {
  beginTime?: string | undefined;
  endTime?: string | undefined;
  'params[beginTime]'?: string | undefined;
  'params[endTime]'?: string | undefined;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The time range of a list filter in the display zone, as index-friendly comparisons: a begin
 * day starts at 00:00, an end day includes the whole day.
 */
export function timeBetween(column: Column, filter: TimeRangeFilter): SQL[] {
  const zone = displayZone();
  const begin = filter['params[beginTime]'] ?? filter.beginTime;
  const end = filter['params[endTime]'] ?? filter.endTime;
  const out: SQL[] = [];
  if (begin) out.push(sql`${column} >= (${begin}::timestamp at time zone ${zone})`);
  if (end) {
    out.push(
      DAY_ONLY.test(end)
        ? sql`${column} < ((${end}::date + 1)::timestamp at time zone ${zone})`
        : sql`${column} <= (${end}::timestamp at time zone ${zone})`,
    );
  }
  return out;
}
