import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { BASE_PATH } from '@zj/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { API_PREFIX, guardPlugin } from './core/access/guard-plugin.ts';
import { SessionService } from './core/auth/session.service.ts';
import { SessionsRepository } from './core/auth/sessions.repository.ts';
import { TokenSigner } from './core/auth/tokens.ts';
import type { Database } from './core/db/client.ts';
import { httpPlugin } from './core/http/http-plugin.ts';
import type { AppInstance } from './core/http/types.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CaptchaService } from './modules/auth/captcha.ts';
import { ConfigsRepository } from './modules/configs/configs.repository.ts';
import { ConfigsService } from './modules/configs/configs.service.ts';
import { LogininforRepository } from './modules/logininfor/logininfor.repository.ts';
import { MenusRepository } from './modules/menus/menus.repository.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { MenusService } from './modules/menus/menus.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered under /prod-api (tests use it to exercise the guard). */
  extraRoutes?: (api: AppInstance) => Promise<void>;
}

/** Wires services from the database and config: one place, used by start, tests and benchmarks. */
function createServices(config: AppConfig, database: Database) {
  const { db } = database;
  const sessions = new SessionService(new SessionsRepository(db), new TokenSigner(config.jwtSecret));
  const configs = new ConfigsService(new ConfigsRepository(db), { captchaEnabled: config.captchaEnabled });
  const usersRepo = new UsersRepository(db);
  const logininfor = new LogininforRepository(db);
  const authRepo = new AuthRepository(db);
  const captcha = new CaptchaService(authRepo);
  const auth = new AuthService({ db, repo: authRepo, users: usersRepo, logininfor, sessions, captcha, configs });
  return {
    sessions,
    configs,
    captcha,
    auth,
    logininfor,
    users: new UsersService(config.displayZone),
    menus: new MenusService(new MenusRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;

export async function buildApp({ config, database, logger, extraRoutes }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database);
  await app.register(httpPlugin);
  // The OpenAPI document and its UI are public reading.
  await app.register(guardPlugin, { sessions: services.sessions, publicPrefixes: [`${API_PREFIX}/docs`] });
  await app.register(fastifySwagger, {
    openapi: { info: { title: '智能建造管理平台 API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await authRoutes(typed, services);
      await usersRoutes(typed, { users: services.users, logininfor: services.logininfor, zone: config.displayZone });
      await menusRoutes(typed, services);
      if (extraRoutes) await extraRoutes(typed);
    },
    { prefix: API_PREFIX },
  );
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs`, uiConfig: { docExpansion: 'list' } });

  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: BASE_PATH,
      redirect: true,
      decorateReply: false,
      setHeaders: (reply, path) => {
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { config: {} }, (_req, reply) => reply.redirect(BASE_PATH));
  }
  return Object.assign(app, { services });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
