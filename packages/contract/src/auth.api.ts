import { z } from 'zod';
import { captchaResponse, loginBody, registerBody, tokenData, unlockScreenBody } from './auth.ts';
import { answer, api, endpoint } from './endpoint.ts';
import { AUTHENTICATED, PUBLIC } from './permissions.ts';

/**
 * Login, registration, captcha, refresh, unlocking the lock screen and logout. Not in the
 * operation log: logins and logouts are recorded in the login log (sys_logininfor).
 */
export const authApi = api('auth', {
  captcha: endpoint({
    method: 'GET',
    path: '/code',
    summary: 'Math captcha (SVG, base64) and the public switches (captcha, registration)',
    answer: answer.fields(captchaResponse.omit({ code: true, msg: true })),
    access: PUBLIC,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    body: loginBody,
    answer: answer.row(tokenData),
    access: PUBLIC,
    log: false,
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'A new account (when sys.account.registerUser is on)',
    body: registerBody,
    answer: answer.done(),
    access: PUBLIC,
    log: false,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Extends the session',
    answer: answer.row(z.object({ expires_in: z.number().int() })),
    access: AUTHENTICATED,
    log: false,
  }),
  unlockScreen: endpoint({
    method: 'POST',
    path: '/auth/unlockscreen',
    summary: 'Unlocks the lock screen with the caller’s password',
    body: unlockScreenBody,
    answer: answer.done(),
    access: AUTHENTICATED,
    log: false,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/auth/logout',
    summary: 'Ends the session of the bearer token',
    answer: answer.done(),
    access: PUBLIC,
    log: false,
  }),
});
