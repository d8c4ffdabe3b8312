import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../core/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { enqueueJob, JobRunner, PermanentJobError } from './job-runner.ts';
import { sysJob } from './jobs.tables.ts';

/**
 * The job runner on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where the
 * second runner works through a pool of its own, as another replica would).
 */
let database: TestDatabase;
let other: { db: Db; close(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase(4);
  other = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 4 }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

const jobOf = async (jobId: number) => (await database.db.select().from(sysJob).where(eq(sysJob.jobId, jobId)))[0];

describe('job runner', () => {
  it('runs a job enqueued in a committed transaction, and none of a rolled-back one', async () => {
    const ran: number[] = [];
    const runner = new JobRunner(database.db, { 'test.note': { run: async (p: { n: number }) => void ran.push(p.n) } });
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'test.note', { n: 1 });
    });
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.note', { n: 2 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await runner.drain()).toBe(1);
    expect(ran).toEqual([1]);
  });

  it('two runners on one database never run a job twice', async () => {
    const runs = new Map<number, number>();
    const kind = {
      run: async (p: { n: number }) => {
        runs.set(p.n, (runs.get(p.n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    const ids: number[] = [];
    for (let n = 0; n < 40; n++) ids.push(await enqueueJob(database.db, 'test.once', { n }));
    const a = new JobRunner(database.db, { 'test.once': kind }, { workerId: 'a' });
    const b = new JobRunner(other.db, { 'test.once': kind }, { workerId: 'b' });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(40);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(40);
    const rows = await database.db.select().from(sysJob).where(sql`${sysJob.kind} = 'test.once'`);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    expect(ids).toHaveLength(40);
  });

  it('takes a job again once the lease of a worker that died has passed, not before', async () => {
    const jobId = await enqueueJob(database.db, 'test.lease', { n: 1 });
    // A worker claims it and dies (never finishes, never renews).
    const dead = new JobRunner(
      database.db,
      { 'test.lease': { run: async () => {} } },
      { leaseMs: 200, workerId: 'dead' },
    );
    expect((await dead.claim())?.jobId).toBe(jobId);
    const ran: number[] = [];
    const alive = new JobRunner(
      database.db,
      { 'test.lease': { run: async () => void ran.push(1) } },
      { workerId: 'alive' },
    );
    expect(await alive.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alive.drain()).toBe(1);
    expect(ran).toEqual([1]);
    expect(await jobOf(jobId)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'alive' });
  });

  it('retries a failure until its attempts are spent, then gives up once; a permanent failure at once', async () => {
    const gaveUp: string[] = [];
    let tries = 0;
    const runner = new JobRunner(
      database.db,
      {
        'test.flaky': {
          run: async () => {
            tries++;
            throw new Error(`try ${tries}`);
          },
          giveUp: async (_p, reason) => void gaveUp.push((reason as Error).message),
        },
        'test.broken': {
          run: async () => {
            throw new PermanentJobError('corrupt');
          },
          giveUp: async (_p, reason) => void gaveUp.push((reason as Error).message),
        },
      },
      { retryMs: 0 },
    );
    const flaky = await enqueueJob(database.db, 'test.flaky', {}, { maxAttempts: 3 });
    const broken = await enqueueJob(database.db, 'test.broken', {}, { maxAttempts: 3 });
    await runner.drain();
    expect(tries).toBe(3);
    expect(gaveUp.sort()).toEqual(['corrupt', 'try 3']);
    expect(await jobOf(flaky)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'try 3' });
    expect(await jobOf(broken)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'corrupt' });
  });

  it('a job whose workers keep dying is given up after its attempts', async () => {
    const jobId = await enqueueJob(database.db, 'test.dying', {}, { maxAttempts: 1 });
    const dead = new JobRunner(database.db, { 'test.dying': { run: async () => {} } }, { leaseMs: 100 });
    await dead.claim();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const gaveUp: unknown[] = [];
    const runner = new JobRunner(database.db, {
      'test.dying': { run: async () => {}, giveUp: async (_p, reason) => void gaveUp.push(reason) },
    });
    expect(await runner.drain()).toBe(1);
    expect(gaveUp).toHaveLength(1);
    expect(await jobOf(jobId)).toMatchObject({ status: 'failed' });
  });

  it('polls once started and stops on close', async () => {
    const ran: number[] = [];
    const runner = new JobRunner(database.db, { 'test.poll': { run: async () => void ran.push(1) } });
    const stop = runner.start(20);
    await enqueueJob(database.db, 'test.poll', {});
    for (let i = 0; i < 50 && ran.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(ran).toEqual([1]);
    await enqueueJob(database.db, 'test.poll', {});
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ran).toEqual([1]);
  });
});
