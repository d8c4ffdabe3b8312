import type { CaptchaResponse } from '@zj/contract';
import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from './get-captcha.ts';

/**
 * The current captcha and the public switches it carries (captcha, registration); `reload`
 * fetches a new one (after a click or a failed login). `loaded` turns true at the first answer
 * (or failure), so a page can tell "not known yet" from "off".
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const [loaded, setLoaded] = useState(false);
  const reload = useCallback(() => {
    getCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null))
      .finally(() => setLoaded(true));
  }, []);
  useEffect(() => reload(), [reload]);
  return { captcha, reload, loaded, enabled: captcha?.captchaEnabled === true };
}
