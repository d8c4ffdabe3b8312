import { type AjaxResult, OK, type TableResult } from '@zj/contract';

/** The message of a plain success (RuoYi's AjaxResult.success()). */
const SUCCESS = '操作成功';

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
