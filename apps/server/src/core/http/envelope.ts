import { type AjaxResult, OK, type TableResult } from '@zj/contract';

/** `{code: 200, msg, data}` */
export const ok = <T>(data: T, message = '操作成功'): AjaxResult<T> => ({ code: OK, msg: message, data });

/** `{code: 200, msg}` for calls that answer nothing but success. */
export const done = (message = '操作成功') => ({ code: OK, msg: message });

/** `{code: 200, msg, rows, total}` — one page of a list. */
export const table = <T>(rows: T[], total: number): TableResult<T> => ({ code: OK, msg: '查询成功', rows, total });
