import type { RegisterBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** A new account (only when registerEnabled); the caller shows the error message. */
export const register = (body: RegisterBody) => call(API.auth.register, { body }, { withToken: false, silent: true });
