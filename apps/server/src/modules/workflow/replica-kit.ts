import { readFileSync } from 'node:fs';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../core/db/client.ts';
import { type TestContext, testConfig } from '../../test/test-app.ts';

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
