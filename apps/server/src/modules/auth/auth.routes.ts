import {
  AUTHENTICATED,
  ajaxResult,
  captchaResponse,
  errorEnvelope,
  loginBody,
  msg,
  PUBLIC,
  registerBody,
  tokenData,
  unlockScreenBody,
} from '@zj/contract';
import type { FastifyReply } from 'fastify';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { AppError } from '../../core/http/app-error.ts';
import { clientInfo } from '../../core/http/client-info.ts';
import { done, ok, okWith } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { ConfigsService } from '../configs/index.ts';
import type { AuthService } from './auth.service.ts';
import type { CaptchaService } from './captcha.ts';
import type { RateLimiter } from './rate-limit.ts';

/** The anonymous calls that are rate limited, by address and (login, register) by user name. */
const LIMITED = new Set(['/prod-api/code', '/prod-api/auth/login', '/prod-api/auth/register']);

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
  // Before validation: a flood is refused before any work. The user name is counted once the body
  // is valid (trimmed, no NUL or lone surrogate, which the counter's row could not keep).
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route && LIMITED.has(route)) await retryAfter(reply, deps.limiter.byIp(route, request.ip));
  });
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.url;
    const body = request.body as { username?: unknown } | undefined;
    if (route && route !== '/prod-api/code' && LIMITED.has(route) && typeof body?.username === 'string') {
      await retryAfter(reply, deps.limiter.byUser(route, body.username.trim()));
    }
  });

  app.get(
    '/code',
    {
      config: { access: PUBLIC },
      schema: { tags: ['auth'], summary: 'Math captcha (SVG, base64)', response: { 200: captchaResponse } },
    },
    async () => {
      const [captchaEnabled, registerEnabled] = await Promise.all([
        deps.configs.captchaEnabled(),
        deps.configs.registerEnabled(),
      ]);
      const base = okWith({ captchaEnabled, registerEnabled });
      return captchaEnabled ? { ...base, ...(await deps.captcha.create()) } : base;
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: PUBLIC },
      schema: { tags: ['auth'], body: loginBody, response: { 200: ajaxResult(tokenData), 400: errorEnvelope } },
    },
    async (request) =>
      ok(await deps.auth.login(request.body, clientInfo(request)), msg('auth.loginSuccess', request.lang)),
  );

  app.post(
    '/auth/register',
    {
      config: { access: PUBLIC },
      schema: { tags: ['auth'], body: registerBody, response: { 400: errorEnvelope } },
    },
    async (request) => {
      await deps.auth.register(request.body, clientInfo(request));
      return done(msg('auth.registerSuccess', request.lang));
    },
  );

  app.post(
    '/auth/refresh',
    { config: { access: AUTHENTICATED }, schema: { tags: ['auth'], summary: 'Extends the session' } },
    async (request) => {
      const expires_in = await deps.auth.refresh(principalOf(request));
      return ok({ expires_in });
    },
  );

  app.post(
    '/auth/unlockscreen',
    {
      config: { access: AUTHENTICATED },
      schema: { tags: ['auth'], summary: 'Unlocks the lock screen with the caller’s password', body: unlockScreenBody },
    },
    async (request) => {
      await deps.auth.unlockScreen(principalOf(request), request.body.password, clientInfo(request));
      return done();
    },
  );

  app.delete(
    '/auth/logout',
    { config: { access: PUBLIC }, schema: { tags: ['auth'], summary: 'Ends the session of the bearer token' } },
    async (request) => {
      await deps.auth.logout(request.principal, clientInfo(request));
      return done(msg('logout.success', request.lang));
    },
  );
}
