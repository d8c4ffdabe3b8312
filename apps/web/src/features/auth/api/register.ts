import type { AjaxResult, RegisterBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** POST /auth/register (only when registerEnabled). */
export const register = (body: RegisterBody) =>
  http.post<AjaxResult<unknown>>('/auth/register', body, { withToken: false, silent: true });
