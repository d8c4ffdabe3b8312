import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { BASE_PATH, setDisplayZone } from '@zj/contract';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { AccessCache, READ_METHODS } from './core/access/access-cache.ts';
import { API_PREFIX, guardPlugin } from './core/access/guard-plugin.ts';
import { firstLoginGuard } from './core/auth/first-login-guard.ts';
import { SessionService } from './core/auth/session.service.ts';
import { SessionsRepository } from './core/auth/sessions.repository.ts';
import { TokenSigner } from './core/auth/tokens.ts';
import type { Database } from './core/db/client.ts';
import { LocalFileStorage } from './core/files/local-storage.ts';
import { DEFAULT_ORPHAN_HOURS, startUploadSweep, Uploads } from './core/files/uploads.ts';
import { httpPlugin } from './core/http/http-plugin.ts';
import { operLogPlugin } from './core/http/oper-log.ts';
import { logAnsweredRequests, requestLogOptions, terminalLogger } from './core/http/request-log.ts';
import { securityHeaders, tileSource } from './core/http/security-headers.ts';
import type { AppInstance } from './core/http/types.ts';
import { buildServices, projectLookupsOf } from './core/module.ts';
import { ProjectAccess } from './core/project/project-access.ts';
import { EventBus } from './core/realtime/event-bus.ts';
import { MessageFeed } from './core/realtime/message-feed.ts';
import { type HubOptions, SocketHub } from './core/realtime/socket-hub.ts';
import { Topics } from './core/realtime/topics.ts';
import { websocketPlugin } from './core/realtime/websocket.ts';
import { CONFIG_KEYS, configsModule } from './modules/configs/index.ts';
import { MODULES } from './modules/index.ts';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Started by hand on a terminal: one readable line per request (see request-log.ts). */
  terminal?: boolean;
  /** Extra routes registered under /prod-api (tests use it to exercise the guard). */
  extraRoutes?: (api: AppInstance) => Promise<void>;
  /** WebSocket limits (tests shorten them); defaults from the contract. */
  realtime?: Partial<HubOptions>;
}

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

/** The kernel and every module's services, wired from the database and config: used by start, tests and benchmarks. */
function createServices(config: AppConfig, database: Database) {
  // Times are shown in one zone per process: the response schemas' `apiTime` and the filters read it.
  setDisplayZone(config.displayZone);
  const { db } = database;
  const bus = new EventBus(database);
  const access = new AccessCache(config.accessCacheMs ?? 0);
  access.follow(bus);
  const sessions = new SessionService(
    new SessionsRepository(db),
    new TokenSigner(config.jwtSecret),
    bus,
    () => new Date(),
    { maxPerUser: config.sessionMaxPerUser, cache: access },
  );
  const storage = new LocalFileStorage(join(config.dataDir, 'files'));
  const quota = config.uploadQuota;
  const uploads = new Uploads(db, storage, {
    dailyBytes: Math.floor((quota?.dailyMb ?? 0) * MB),
    minFreeBytes: Math.floor((quota?.minFreeMb ?? 0) * MB),
    orphanMs: (quota?.orphanHours ?? DEFAULT_ORPHAN_HOURS) * HOUR,
  });
  return {
    access,
    ...buildServices(MODULES, {
      config,
      db,
      bus,
      sessions,
      projects: new ProjectAccess(db, access),
      storage,
      uploads,
      messageFeed: new MessageFeed(),
      topics: new Topics(),
    }),
  };
}

export async function buildApp({ config, database, logger, terminal, extraRoutes, realtime }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? (terminal ? await terminalLogger(config.logLevel) : requestLogOptions(config.logLevel)),
    // On a terminal one line per answered request (logAnsweredRequests) replaces pino's two.
    ...(terminal ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { kernel, services, access } = createServices(config, database);
  await kernel.bus.start();
  // A request that may have written empties this replica's access cache before its answer leaves.
  if (access.enabled) {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READ_METHODS.has(request.method)) access.clear();
      return payload;
    });
  }
  app.addHook('onClose', () => kernel.bus.close());
  // Uploads no record claimed within the orphan age go, hourly (each replica; rows are shared out).
  const stopSweep = startUploadSweep(kernel.uploads, (error) => app.log.error({ err: error }, 'upload sweep failed'));
  app.addHook('onClose', async () => stopSweep());
  for (const module of MODULES) {
    const stop = module.jobs?.(services.get(module), kernel);
    if (stop) app.addHook('onClose', async () => stop());
  }
  if (terminal) logAnsweredRequests(app);
  await app.register(httpPlugin);
  const { configs } = kernel.use(configsModule);
  // The app's pages may also show the tiles of the map's configured tile service.
  await securityHeaders(app, {
    pageImageSources: async () => {
      const tiles = tileSource(await configs.valueOf(CONFIG_KEYS.mapTileUrl));
      return tiles ? [tiles] : [];
    },
  });
  // The OpenAPI document and its UI: for logged-in users (the browser that opens the UI page sends
  // the web app's Admin-Token cookie), public with DOCS_PUBLIC.
  const docs = `${API_PREFIX}/docs`;
  await app.register(guardPlugin, {
    sessions: kernel.sessions,
    projects: kernel.projects,
    db: database.db,
    ...(config.docsPublic ? { publicPrefixes: [docs] } : { browserPrefixes: [docs] }),
  });
  // Initial passwords are changed before anything else (sys.account.initPasswordModify).
  await app.register(firstLoginGuard, { sessions: kernel.sessions, enabled: () => configs.initPasswordModify() });
  await app.register(operLogPlugin, { db: database.db });
  // Sockets of this replica; events from every replica reach them through the bus.
  const hub = new SocketHub(
    {
      bus: kernel.bus,
      loadMessages: kernel.messageFeed.load,
      liveSessions: (tokenIds) => kernel.sessions.liveSessions(tokenIds),
      log: app.log,
    },
    realtime,
  );
  hub.start();
  app.addHook('onClose', async () => hub.stop());
  await app.register(websocketPlugin, { hub, sessions: kernel.sessions, topics: kernel.topics });
  await app.register(fastifySwagger, {
    openapi: { info: { title: '智能建造管理平台 API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });

  app.decorate('projectLookups', projectLookupsOf(MODULES));
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      // Each module in its own scope: what it registers (multipart, hooks) stays with its routes.
      for (const module of MODULES) {
        const { routes } = module;
        if (!routes) continue;
        await typed.register(async (scope) =>
          routes(scope.withTypeProvider<ZodTypeProvider>(), services.get(module), kernel),
        );
      }
      if (extraRoutes) await extraRoutes(typed);
    },
    { prefix: API_PREFIX },
  );
  // The docs page brings its own policy, with the hashes of its inline scripts.
  await app.register(fastifySwaggerUi, {
    routePrefix: docs,
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
    // Served over plain HTTP on site networks too: no upgrade of its requests to HTTPS.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

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
  return Object.assign(app, { kernel, hub });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
