import { authApi as api, msg } from '@zj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { AppError } from '../../core/http/app-error.ts';
import { clientInfo } from '../../core/http/client-info.ts';
import { SUCCESS } from '../../core/http/envelope.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { ConfigsService } from '../configs/index.ts';
import type { AuthService } from './auth.service.ts';
import type { CaptchaService } from './captcha.ts';
import type { RateLimiter } from './rate-limit.ts';

/** A refusal of the rate limit tells when to try again (Retry-After, seconds). */
async function retryAfter(reply: FastifyReply, check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (error instanceof AppError && error.status === 429)
      reply.header('retry-after', String(error.params?.seconds ?? 60));
    throw error;
  }
}

export async function authRoutes(
  app: AppInstance,
  deps: { auth: AuthService; captcha: CaptchaService; configs: ConfigsService; limiter: RateLimiter },
) {
  // The anonymous calls are rate limited by address, before validation: a flood is refused before
  // any work; the route is the counter's name (e.g. /prod-api/auth/login).
  const byIp = async (request: FastifyRequest, reply: FastifyReply) =>
    retryAfter(reply, deps.limiter.byIp(request.routeOptions.url ?? '', request.ip));
  // Login and register also by user name, once the body is valid (trimmed, no NUL or lone
  // surrogate, which the counter's row could not keep).
  const byUser = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { username?: unknown } | undefined;
    if (typeof body?.username === 'string')
      await retryAfter(reply, deps.limiter.byUser(request.routeOptions.url ?? '', body.username.trim()));
  };
  const limited = { onRequest: byIp, preHandler: byUser };

  serve(
    app,
    api.captcha,
    async () => {
      const [captchaEnabled, registerEnabled] = await Promise.all([
        deps.configs.captchaEnabled(),
        deps.configs.registerEnabled(),
      ]);
      return captchaEnabled
        ? { captchaEnabled, registerEnabled, ...(await deps.captcha.create()) }
        : { captchaEnabled, registerEnabled };
    },
    { onRequest: byIp },
  );
  serve(
    app,
    api.login,
    async (request) =>
      said(msg('auth.loginSuccess', request.lang), await deps.auth.login(request.body, clientInfo(request))),
    limited,
  );
  serve(
    app,
    api.register,
    async (request) => {
      await deps.auth.register(request.body, clientInfo(request));
      return msg('auth.registerSuccess', request.lang);
    },
    limited,
  );
  serve(app, api.refresh, async (request) => ({ expires_in: await deps.auth.refresh(principalOf(request)) }));
  serve(app, api.unlockScreen, async (request) => {
    await deps.auth.unlockScreen(principalOf(request), request.body.password, clientInfo(request));
    return SUCCESS;
  });
  serve(app, api.logout, async (request) => {
    await deps.auth.logout(request.principal, clientInfo(request));
    return msg('logout.success', request.lang);
  });
}
