import { CAPTCHA_TIMEOUT_MS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The captcha and the public switches (no token, 20 s timeout). */
export const getCaptcha = () => call(API.auth.captcha, {}, { withToken: false, timeout: CAPTCHA_TIMEOUT_MS });

export const captchaSrc = (img: string) => `data:image/svg+xml;base64,${img}`;
