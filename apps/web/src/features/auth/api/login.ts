import type { LoginBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Logs in without a token; the caller shows the error message next to the form. */
export const login = (body: LoginBody) => call(API.auth.login, { body }, { withToken: false, silent: true });
