import { PUBLIC } from '@zj/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../access/guard-plugin.ts';
import { AppError } from '../http/app-error.ts';
import type { SessionService } from './session.service.ts';

/**
 * What a user whose initial password must be changed may still call (besides public routes:
 * captcha, login, logout). RuoYi's admin client, told `isDefaultModifyPwd`, opens its layout
 * (getInfo, getRouters, the notice bell's listTop) and sends the user to the profile page, which
 * reads the profile and changes the password there. Our web app shows only its dialog, and keeps
 * the session alive meanwhile (refresh) or behind the lock screen (unlockscreen).
 */
const ALLOWED = new Set(
  [
    'GET /system/user/getInfo',
    'GET /system/menu/getRouters',
    'GET /system/notice/listTop',
    'GET /system/user/profile',
    'PUT /system/user/profile/updatePwd',
    'POST /auth/refresh',
    'POST /auth/unlockscreen',
  ].map((route) => route.replace(' ', ` ${API_PREFIX}`)),
);

/**
 * RuoYi's initial-password rule, enforced on the server: a user created or imported by an
 * administrator (sys_user.pwd_change_required) gets every other call refused until the
 * password is changed, while `enabled()` (sys.account.initPasswordModify) holds. Runs after
 * the guard, which has resolved the caller.
 */
export const firstLoginGuard = fp(
  async (app: FastifyInstance, opts: { sessions: SessionService; enabled: () => Promise<boolean> }) => {
    app.addHook('onRequest', async (request) => {
      const principal = request.principal;
      if (!principal || request.routeOptions.config?.access === PUBLIC) return;
      if (!opts.sessions.passwordState(principal).changeRequired) return;
      if (ALLOWED.has(`${request.method} ${request.routeOptions.url}`)) return;
      if (await opts.enabled()) throw new AppError(400, 'auth.passwordChangeRequired');
    });
  },
);
