import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../core/db/client.ts';
import { testConfig } from '../../test/test-app.ts';
import { createEmptyDatabase } from '../../test/test-db.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import { workflowModule } from './index.ts';
import { wfComment, wfInstance, wfTask } from './workflow.tables.ts';

/**
 * kill -9 in the middle of a step: a server process completes a task and is killed inside the
 * step's transaction, after all its writes. The database keeps the instance at its last committed
 * step; another process then runs the step once. On PostgreSQL (TEST_DATABASE_URL) a database of
 * its own, else PGlite in a directory the processes open one after the other.
 */
const server = process.env.TEST_DATABASE_URL ? await createEmptyDatabase() : undefined;
const target = server?.url ?? join(mkdtempSync(join(tmpdir(), 'zj-crash-')), 'pglite');
let database: Database | undefined;
afterAll(async () => {
  if (server) await server.close();
  else await database?.close();
});

function child(...args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/test/crash-child.ts', ...args], {
      cwd: join(import.meta.dirname, '../../..'),
      env: { ...process.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

describe('workflow after kill -9', () => {
  it('keeps the last committed step and runs the interrupted one exactly once afterwards', async () => {
    const started = await child('start', target);
    expect(started.code).toBe(0);
    const { instanceId, taskId } = JSON.parse(started.out.trim().split('\n').at(-1) ?? '{}');

    const crashed = await child('crash', target, String(taskId));
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.out).not.toContain('survived');

    database = await openDatabase(
      target.startsWith('postgres') ? { databaseUrl: target, poolSize: 2 } : { dataDir: target },
    );
    const { db } = database;
    const instance = async () => (await db.select().from(wfInstance).where(eq(wfInstance.instanceId, instanceId)))[0];
    const open = () =>
      db
        .select()
        .from(wfTask)
        .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'open')));
    const actions = async () =>
      (await db.select().from(wfComment).where(eq(wfComment.instanceId, instanceId)).orderBy(wfComment.commentId)).map(
        (c) => c.action,
      );
    const notices = () => db.select().from(sysMessage).where(eq(sysMessage.title, '第二步已创建'));
    // Nothing of the killed step: version, tasks, history, variables and messages as before it.
    expect(await instance()).toMatchObject({ version: 1, status: 'running' });
    expect((await open()).map((t) => [t.taskId, t.elementId])).toEqual([[taskId, 'first']]);
    expect(await actions()).toEqual(['start']);
    expect((await instance())?.variables).not.toHaveProperty('recorded');
    expect(await notices()).toEqual([]);

    // Another process (this one) runs the step: once.
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    const admin = { userId: 1, userName: 'admin', deptId: 103, roleIds: [1], admin: true };
    await app.kernel.use(workflowModule).runtime.complete(admin, taskId, { variables: { crash: true } });
    expect(await instance()).toMatchObject({ version: 2, status: 'running' });
    expect((await instance())?.variables).toMatchObject({ recorded: 'yes' });
    expect((await open()).map((t) => t.elementId)).toEqual(['second']);
    expect(await actions()).toEqual(['start', 'approve']);
    expect(await notices()).toHaveLength(1);
    await app.close();
  }, 120_000);
});
