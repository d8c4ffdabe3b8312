import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type BuildOptions, buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { messagesModule } from '../modules/messages/index.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export const TEST_SECRET = 'test-secret-of-at-least-thirty-two-bytes!!';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    jwtSecret: TEST_SECRET,
    captchaEnabled: false,
    displayZone: 'Asia/Shanghai',
    logLevel: 'silent',
    webDist: undefined,
    trustProxy: false,
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh real database. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  extra: Pick<BuildOptions, 'extraRoutes' | 'realtime' | 'logger'> & { poolSize?: number } = {},
): Promise<TestContext> {
  const { poolSize, ...build } = extra;
  const database = await createTestDatabase(poolSize);
  let app: App;
  try {
    app = await buildApp({ config: testConfig(overrides), database, logger: false, ...build });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The real app with its files (uploads) in a fresh temp directory `zj-<name>-…`; `close` removes the directory too. */
export async function createTestAppWithFiles(
  name: string,
  overrides: Partial<AppConfig> = {},
): Promise<TestContext & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), `zj-${name}-`));
  const ctx = await createTestApp({ dataDir, ...overrides });
  return {
    ...ctx,
    dataDir,
    async close() {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API and returns the bearer header. */
export async function login(app: App, username = 'admin', password = 'admin123'): Promise<{ authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/prod-api/auth/login', payload: { username, password } });
  const body = res.json();
  if (body.code !== 200) throw new Error(`login failed: ${res.body}`);
  return { authorization: `Bearer ${body.data.access_token}` };
}

/** The messages service of an app (tests send messages through it). */
export const messagesOf = (app: App) => app.kernel.use(messagesModule).messages;
