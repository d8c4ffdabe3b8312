import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../core/db/client.ts';
import { signedInUsers } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext, testConfig } from '../../test/test-app.ts';
import type { Actor } from './runtime.service.ts';
import { wfDefinition, wfModel, wfTask } from './workflow.tables.ts';

/** Test kit: a workflow fixture of core/workflow/fixtures by file name. */
export const workflowFixture = (name: string) =>
  readFileSync(new URL(`../../core/workflow/fixtures/${name}`, import.meta.url), 'utf8');

/**
 * Test kit: a second replica on the test app's database (on PostgreSQL with its own pool, so row
 * locks really compete; PGlite is one connection per process, so both share it). It holds nothing
 * of the first's memory, only the database.
 */
export async function secondReplica(ctx: TestContext): Promise<{ app: App; close: () => Promise<void> }> {
  const url = ctx.database.url;
  const database = url ? await openDatabase({ databaseUrl: url, poolSize: 3 }) : ctx.database;
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (url) await database.close();
    },
  };
}

/** Test kit: imports and deploys fixtures as the admin; answers the deploy codes. */
export async function deployFixtures(app: App, admin: Record<string, string>, names: string[]): Promise<number[]> {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/prod-api${url}`, headers: admin, payload });
  const codes: number[] = [];
  for (const name of names) {
    const model = (await call('/flowable/flowable/import-xml', { xml: workflowFixture(name) })).json();
    codes.push((await call('/flowable/flowable/deploy', { modelId: model.data.modelId })).json().code);
  }
  return codes;
}

/** Test kit: the runtime's actor of a signed-in user of dept 103 with no roles. */
export const actorOf = (user: { userId: number }, userName: string): Actor => ({
  userId: user.userId,
  userName,
  deptId: 103,
  roleIds: [],
  admin: false,
});

/**
 * Test kit: the set-up the replica test files share (call it once per file, at its top): the app, its admin, the
 * `fixtures` deployed, a second replica (both closed after the file's tests) and three signed-in users of dept 103,
 * `<prefix>_starter`, `<prefix>_handler` and `<prefix>_manager`.
 */
export async function replicaWorld(prefix: string, fixtures: string[]) {
  const ctx = await createTestApp();
  const admin = await login(ctx.app);
  const second = await secondReplica(ctx);
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });
  expect(await deployFixtures(ctx.app, admin, fixtures)).toEqual(fixtures.map(() => 200));
  type User = { userId: number; headers: Record<string, string> };
  const [starter, handler, manager] = (await signedInUsers(
    ctx,
    ['starter', 'handler', 'manager'].map((role) => ({ userName: `${prefix}_${role}`, deptId: 103 })),
  )) as unknown as [User, User, User];
  const { db } = ctx.database;
  /** The open tasks of an instance, in the order they were created. */
  const openTasks = (instanceId: number) =>
    db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'open')))
      .orderBy(wfTask.taskId);
  return { ctx, admin, db, second, starter, handler, manager, openTasks };
}

/**
 * Test kit: the app and its admin (closed after the file's tests) with an empty model store: the work-orders seed
 * deploys 质量整改审批 and 计划审批 (work-orders-apply.test.ts checks them); a file of the model store starts
 * without them.
 */
export async function modelStoreApp() {
  const ctx = await createTestApp();
  const admin = await login(ctx.app);
  afterAll(() => ctx.close());
  const { db } = ctx.database;
  await db.delete(wfDefinition);
  await db.delete(wfModel);
  return { ctx, admin, db };
}
