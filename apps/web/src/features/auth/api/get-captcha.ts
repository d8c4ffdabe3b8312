import { CAPTCHA_TIMEOUT_MS, type CaptchaResponse } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /code (no token, 20 s timeout). */
export const getCaptcha = () =>
  http.get<CaptchaResponse>('/code', undefined, { withToken: false, timeout: CAPTCHA_TIMEOUT_MS });

export const captchaSrc = (img: string) => `data:image/svg+xml;base64,${img}`;
