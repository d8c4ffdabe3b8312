import { type AjaxResult, type ApiOut, OK, type TableResult } from '@zj/contract';
import type { z } from 'zod';

/** The message of a plain success (RuoYi's AjaxResult.success()). */
export const SUCCESS = '操作成功';

/** `{code: 200, msg, data}` */
export const ok = <T>(data: T, message = SUCCESS): AjaxResult<T> => ({ code: OK, msg: message, data });

/** `{code: 200, msg}` for calls that answer nothing but success. */
export const done = (message = SUCCESS) => ({ code: OK, msg: message });

/** `{code: 200, msg: '操作成功', ...fields}` — RuoYi answers that put their fields beside `msg`. */
export const okWith = <T extends object>(fields: T): { code: number; msg: string } & T => ({
  code: OK,
  msg: SUCCESS,
  ...fields,
});

/** `{code: 200, msg, rows, total}` — one page of a list. */
export const table = <T>(rows: T[], total: number): TableResult<T> => ({ code: OK, msg: '查询成功', rows, total });

/**
 * A table whose rows the database wrote as JSON (an array of the schema's wire rows): the answer
 * is that text inside the envelope, never parsed in Node. The route writes it as is (`wireJson`
 * passes text through, with a test checking it against the schema). Typed as the schema's output
 * only so the route accepts it.
 */
export function tableOfJson<S extends z.ZodType>(
  reply: { type(contentType: string): unknown },
  _row: S,
  rowsJson: string,
  total: number,
): TableResult<ApiOut<S>> {
  // Text, which the route's serializer passes through: say it is JSON.
  reply.type('application/json; charset=utf-8');
  return `{"code":${OK},"msg":"查询成功","rows":${rowsJson},"total":${total}}` as unknown as TableResult<ApiOut<S>>;
}
