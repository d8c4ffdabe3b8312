import { join } from 'node:path';
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
import { ProjectAccess } from './core/access/project-access.ts';
import { SessionService } from './core/auth/session.service.ts';
import { SessionsRepository } from './core/auth/sessions.repository.ts';
import { TokenSigner } from './core/auth/tokens.ts';
import type { Database } from './core/db/client.ts';
import { LocalFileStorage } from './core/files/local-storage.ts';
import { httpPlugin } from './core/http/http-plugin.ts';
import { operLogPlugin } from './core/http/oper-log.ts';
import type { AppInstance } from './core/http/types.ts';
import { EventBus } from './core/realtime/event-bus.ts';
import { type HubOptions, SocketHub } from './core/realtime/socket-hub.ts';
import { websocketPlugin } from './core/realtime/websocket.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CaptchaService } from './modules/auth/captcha.ts';
import { ConfigsRepository } from './modules/configs/configs.repository.ts';
import { configsRoutes } from './modules/configs/configs.routes.ts';
import { ConfigsService } from './modules/configs/configs.service.ts';
import { DeptsRepository } from './modules/depts/depts.repository.ts';
import { deptsRoutes } from './modules/depts/depts.routes.ts';
import { DeptsService } from './modules/depts/depts.service.ts';
import { DictsRepository } from './modules/dicts/dicts.repository.ts';
import { dictsRoutes } from './modules/dicts/dicts.routes.ts';
import { DictsService } from './modules/dicts/dicts.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { FilesService } from './modules/files/files.service.ts';
import { LogininforRepository } from './modules/logininfor/logininfor.repository.ts';
import { logininforRoutes } from './modules/logininfor/logininfor.routes.ts';
import { MenusRepository } from './modules/menus/menus.repository.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { MenusService } from './modules/menus/menus.service.ts';
import { MessagesRepository } from './modules/messages/messages.repository.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import { NoticesRepository } from './modules/notices/notices.repository.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import { NoticesService } from './modules/notices/notices.service.ts';
import { onlineRoutes } from './modules/online/online.routes.ts';
import { OperLogRepository } from './modules/operlog/operlog.repository.ts';
import { operlogRoutes } from './modules/operlog/operlog.routes.ts';
import { PostsRepository } from './modules/posts/posts.repository.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { PostsService } from './modules/posts/posts.service.ts';
import { createProjectRoleServices } from './modules/project-roles/project-role-services.ts';
import { projectRolesRoutes } from './modules/project-roles/project-roles.routes.ts';
import { createProjectServices } from './modules/projects/project-services.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { RolesRepository } from './modules/roles/roles.repository.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { RolesService } from './modules/roles/roles.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered under /prod-api (tests use it to exercise the guard). */
  extraRoutes?: (api: AppInstance) => Promise<void>;
  /** WebSocket limits (tests shorten them); defaults from the contract. */
  realtime?: Partial<HubOptions>;
}

/** Wires services from the database and config: one place, used by start, tests and benchmarks. */
function createServices(config: AppConfig, database: Database) {
  const { db } = database;
  const bus = new EventBus(database);
  const sessions = new SessionService(new SessionsRepository(db), new TokenSigner(config.jwtSecret), bus);
  const configs = new ConfigsService(new ConfigsRepository(db, config.displayZone), {
    captchaEnabled: config.captchaEnabled,
    zone: config.displayZone,
  });
  const usersRepo = new UsersRepository(db);
  const logininfor = new LogininforRepository(db);
  const authRepo = new AuthRepository(db);
  const captcha = new CaptchaService(authRepo);
  const auth = new AuthService({ db, repo: authRepo, users: usersRepo, logininfor, sessions, captcha, configs });
  const systemData = {
    posts: new PostsService(new PostsRepository(db), config.displayZone),
    dicts: new DictsService(new DictsRepository(db, config.displayZone), config.displayZone),
    notices: new NoticesService(new NoticesRepository(db), config.displayZone),
    files: new FilesService(new LocalFileStorage(join(config.dataDir, 'files')), config.uploadMaxMb),
  };
  const users = new UsersService(config.displayZone, usersRepo);
  const projectAccess = new ProjectAccess(db);
  // System administration: users, roles, menus, departments, logs.
  const system = {
    users,
    menus: new MenusService(new MenusRepository(db), config.displayZone),
    depts: new DeptsService(new DeptsRepository(db), config.displayZone),
    roles: new RolesService(new RolesRepository(db), config.displayZone, users),
    operlog: new OperLogRepository(db),
  };
  const messages = new MessagesService(new MessagesRepository(db), bus, config.displayZone);
  return {
    ...systemData,
    projectAccess,
    ...createProjectServices(db, projectAccess, config.displayZone),
    ...createProjectRoleServices(db, projectAccess, messages, config.displayZone),
    bus,
    messages,
    sessions,
    configs,
    captcha,
    auth,
    logininfor,
    ...system,
  };
}

export type Services = ReturnType<typeof createServices>;

export async function buildApp({ config, database, logger, extraRoutes, realtime }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database);
  await services.bus.start();
  app.addHook('onClose', () => services.bus.close());
  await app.register(httpPlugin);
  // The OpenAPI document and its UI are public reading.
  await app.register(guardPlugin, {
    sessions: services.sessions,
    projects: services.projectAccess,
    db: database.db,
    publicPrefixes: [`${API_PREFIX}/docs`],
  });
  await app.register(operLogPlugin, { db: database.db });
  // Sockets of this replica; events from every replica reach them through the bus.
  const hub = new SocketHub(
    {
      bus: services.bus,
      loadMessages: (ids) => services.messages.rows(ids),
      liveSessions: (tokenIds) => services.sessions.liveSessions(tokenIds),
      log: app.log,
    },
    realtime,
  );
  hub.start();
  app.addHook('onClose', async () => hub.stop());
  await app.register(websocketPlugin, { hub, sessions: services.sessions });
  await app.register(fastifySwagger, {
    openapi: { info: { title: '智能建造管理平台 API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await authRoutes(typed, services);
      const zone = config.displayZone;
      await usersRoutes(typed, { ...services, zone });
      await menusRoutes(typed, services);
      await deptsRoutes(typed, services);
      await rolesRoutes(typed, { ...services, zone });
      await operlogRoutes(typed, { ...services, zone });
      await logininforRoutes(typed, { ...services, zone });
      await onlineRoutes(typed, { db: database.db, zone, sessions: services.sessions });
      await postsRoutes(typed, services);
      await dictsRoutes(typed, services);
      await configsRoutes(typed, services);
      await noticesRoutes(typed, services);
      await messagesRoutes(typed, services);
      await projectsRoutes(typed, services);
      await projectRolesRoutes(typed, services);
      await typed.register(async (scope) => filesRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
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
  return Object.assign(app, { services, hub });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
