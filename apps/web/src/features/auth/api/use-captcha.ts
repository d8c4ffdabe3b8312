import type { CaptchaResponse } from '@zj/contract';
import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from './get-captcha.ts';

/** The current captcha; `reload` fetches a new one (after a click or a failed login). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const reload = useCallback(() => {
    getCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);
  useEffect(() => reload(), [reload]);
  return { captcha, reload, enabled: captcha?.captchaEnabled === true };
}
