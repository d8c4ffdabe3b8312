import type { AjaxResult, LoginBody, TokenData } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** POST /auth/login; the caller shows the error message next to the form. */
export const login = (body: LoginBody) =>
  http.post<AjaxResult<TokenData>>('/auth/login', body, { withToken: false, silent: true });
