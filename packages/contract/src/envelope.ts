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
