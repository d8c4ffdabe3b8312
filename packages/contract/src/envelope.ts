import { z } from 'zod';
import { num } from './common.ts';

/** `{code, msg}` — the shape of every error answer. */
export const errorEnvelope = z.object({ code: z.number().int(), msg: z.string() });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** `{code, msg, data}` */
export const ajaxResult = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

/** `{code, msg, rows, total}` — a page of a list. */
export const tableResult = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number().int(), msg: z.string(), rows: z.array(row), total: z.number().int() });

export interface AjaxResult<T> {
  code: number;
  msg: string;
  data: T;
}
export interface TableResult<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** `pageNum` / `pageSize` query parameters of every paged list. */
export const pageQuery = z.object({
  pageNum: num(z.number().int().min(1)).default(1),
  pageSize: num(z.number().int().min(1).max(500)).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `isAsc` as RuoYi's clients send it: element-ui's `ascending` / `descending`, or `asc` / `desc`. */
export const SORT_DIRECTIONS = ['ascending', 'descending', 'asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `orderByColumn` / `isAsc` of a list that may be sorted by `columns` (field names of its rows, as
 * RuoYi's clients send them). Any other name is a validation refusal: a column name is never taken
 * from the request into SQL. Empty values count as absent (the list's own order).
 */
export const sortQuery = <const C extends readonly [string, ...string[]]>(...columns: C) => ({
  orderByColumn: z
    .enum(['', ...columns] as unknown as readonly ['', ...C])
    .optional()
    .transform((v) => (v ? (v as Exclude<C[number], ''>) : undefined)),
  isAsc: z
    .enum(['', ...SORT_DIRECTIONS])
    .optional()
    .transform((v) => (v ? v : undefined)),
});
