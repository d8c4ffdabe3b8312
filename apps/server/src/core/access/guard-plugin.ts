import { type Access, AUTHENTICATED, PUBLIC } from '@zj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionService } from '../auth/session.service.ts';
import type { Db } from '../db/client.ts';
import { AppError, forbidden, unauthorized } from '../http/app-error.ts';
import type { ProjectAccess } from '../project/project-access.ts';
import type { ProjectRef } from '../project/project-ref.ts';
import { allows, type Principal } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every API route declares who may call it; the guard refuses to register one that does not. */
    access?: Access;
    /** Project-scoped routes: where the project is; the caller must be a member (see project-access). */
    project?: ProjectRef;
    /** A page the browser opens by itself (the API docs): the token may come from the `Admin-Token` cookie. */
    tokenCookie?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every registered API route with its access rule and project reference (the access tests walk it). */
    routeAccess: Array<{ method: string; url: string; access: Access; project?: ProjectRef }>;
  }
}

export const API_PREFIX = '/prod-api';

/** The cookie in which the web app (and RuoYi's own clients) keep the access token. */
export const TOKEN_COOKIE = 'Admin-Token';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The token of the `Admin-Token` cookie, if the request carries one. */
function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The one permission guard: resolves the session of a bearer token, then checks the route's
 * declared access before validation and the handler run (401 without a valid session, 403
 * without the permission). Routes under `publicPrefixes` are public; routes under
 * `browserPrefixes` (pages a browser loads by itself, without a bearer header: the API docs) are
 * for any logged-in user, whose token is also read from the `Admin-Token` cookie there — and
 * only there, so the cookie never authorises a call of the API.
 */
export const guardPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      sessions: SessionService;
      projects: ProjectAccess;
      db: Db;
      publicPrefixes?: string[];
      browserPrefixes?: string[];
    },
  ) => {
    app.decorate('routeAccess', []);
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      if (opts.publicPrefixes?.some((p) => route.url.startsWith(p))) route.config = { ...route.config, access: PUBLIC };
      else if (opts.browserPrefixes?.some((p) => route.url.startsWith(p)))
        route.config = { ...route.config, access: AUTHENTICATED, tokenCookie: true };
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const project = route.config?.project;
      for (const method of methods) {
        if (method !== 'HEAD')
          app.routeAccess.push({ method, url: route.url, access, ...(project ? { project } : {}) });
      }
    });

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const access = config?.access;
      if (!access) return;
      const token = bearer(request) ?? (config.tokenCookie ? cookieToken(request) : undefined);
      if (access === PUBLIC) {
        // Public routes still learn who calls when a valid token comes along (logout uses it).
        if (token) request.principal = await opts.sessions.resolve(token).catch(() => null);
        return;
      }
      if (!token) throw unauthorized('auth.tokenMissing');
      request.principal = await opts.sessions.resolve(token);
      if (!allows(access, request.principal)) throw forbidden();
    });

    // Project membership needs the parsed params, query and body: it runs after validation.
    app.addHook('preHandler', async (request) => {
      const ref = request.routeOptions.config?.project;
      if (!ref || !request.principal) return;
      const projectId = await ref(request, opts.db);
      if (projectId === undefined) return;
      const access = request.routeOptions.config?.access;
      const permission = typeof access === 'object' ? access.permission : undefined;
      try {
        await opts.projects.requireProjectAccess(request.principal, projectId, permission);
      } catch (error) {
        // A parent that does not exist is the service's to refuse as a bad field.
        if (!(ref.parent && error instanceof AppError && error.status === 404)) throw error;
      }
    });
  },
);

/** The caller of a route that is not public (the guard has already refused anyone else). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('auth.tokenMissing');
  return request.principal;
}
