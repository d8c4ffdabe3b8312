import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { sysJob } from './jobs.tables.ts';

/**
 * A small durable job runner. A job is a row of sys_job, enqueued in the caller's transaction (it
 * exists exactly when the caller's writes do). Each replica's runner claims due jobs of its kinds
 * one at a time with `FOR UPDATE SKIP LOCKED` and a lease: a job runs on one replica, and a job
 * whose worker died (a restart, a crash) is taken again once its lease has passed — while it runs,
 * the runner renews the lease. A failure is retried later, until the job's attempts are spent;
 * then the kind's `giveUp` records why.
 */

export interface JobContext {
  readonly jobId: number;
  /** 1 on the first run. */
  readonly attempt: number;
  readonly maxAttempts: number;
}

export interface JobKind<P> {
  run(payload: P, context: JobContext): Promise<void>;
  /** The job will not run again (its attempts are spent, or it failed for good): record why. */
  giveUp?(payload: P, reason: unknown, context: JobContext): Promise<void>;
}

/** A failure that another attempt would not mend (a corrupt file): no retry. */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly reason?: unknown,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** Queues a job, in the caller's transaction; answers its id. */
export async function enqueueJob(
  tx: Tx,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(sysJob)
    .values({
      kind,
      payload,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .returning({ jobId: sysJob.jobId });
  if (!row) throw new Error('job not queued');
  return row.jobId;
}

interface ClaimedJob {
  jobId: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface JobRunnerOptions {
  /** How long a claim holds before another replica may take the job (renewed while it runs). */
  leaseMs?: number;
  /** Delay before a failed attempt is retried (times the attempt number). */
  retryMs?: number;
  /** Who claims (logs, tests); a random id by default. */
  workerId?: string;
  onError?: (error: unknown, job: { jobId: number; kind: string }) => void;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_RETRY_MS = 30_000;

// biome-ignore lint/suspicious/noExplicitAny: a runner holds kinds of different payloads.
type AnyKind = JobKind<any>;

export class JobRunner {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly retryMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly kinds: Readonly<Record<string, AnyKind>>,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.workerId = options.workerId ?? `runner-${randomBytes(6).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  }

  /**
   * Takes the oldest due job of the runner's kinds: a queued one whose time has come, or a running
   * one whose lease has passed (its worker died). Skips rows another runner holds locked.
   */
  async claim(): Promise<ClaimedJob | undefined> {
    const kinds = Object.keys(this.kinds);
    if (kinds.length === 0) return undefined;
    const result = await this.db.execute(sql`
      update sys_job set status = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
        locked_until = now() + make_interval(secs => ${this.leaseMs / 1000})
      where job_id = (
        select job_id from sys_job
        where kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by job_id
        limit 1
        for update skip locked)
      returning job_id, kind, payload, attempts, max_attempts`);
    const row = rowsOf<Record<string, unknown>>(result)[0];
    if (!row) return undefined;
    return {
      jobId: Number(row.job_id),
      kind: String(row.kind),
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    };
  }

  /** Claims and runs one job; answers whether there was one. */
  async runOnce(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const kind = this.kinds[job.kind];
    if (!kind) return true;
    const context: JobContext = { jobId: job.jobId, attempt: job.attempts, maxAttempts: job.maxAttempts };
    if (job.attempts > job.maxAttempts) {
      // Taken again after its worker died once too often.
      await this.finish(job.jobId, 'failed', 'attempts spent');
      await kind.giveUp?.(job.payload, new Error('attempts spent'), context);
      return true;
    }
    const renew = setInterval(
      () => {
        this.db
          .execute(
            sql`update sys_job set locked_until = now() + make_interval(secs => ${this.leaseMs / 1000})
                where job_id = ${job.jobId} and locked_by = ${this.workerId} and status = 'running'`,
          )
          .catch(() => {});
      },
      Math.max(this.leaseMs / 3, 10),
    );
    try {
      await kind.run(job.payload, context);
      await this.finish(job.jobId, 'done', null);
    } catch (error) {
      this.options.onError?.(error, job);
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await this.finish(job.jobId, 'failed', text);
        await kind.giveUp?.(job.payload, error, context);
      } else {
        await this.db.execute(sql`
          update sys_job set status = 'queued', locked_by = null, locked_until = null, last_error = ${text.slice(0, 2000)},
            run_at = now() + make_interval(secs => ${(this.retryMs * job.attempts) / 1000})
          where job_id = ${job.jobId} and locked_by = ${this.workerId}`);
      }
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  /** Runs due jobs until none is left (tests; a poll tick). */
  async drain(): Promise<number> {
    let n = 0;
    while (!this.stopped && (await this.runOnce())) n++;
    return n;
  }

  /** Polls every `pollMs` until stopped; the stop waits for the job at hand. */
  start(pollMs: number): () => Promise<void> {
    const tick = () => {
      this.running = this.drain()
        .catch((error: unknown) => this.options.onError?.(error, { jobId: 0, kind: 'poll' }))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, pollMs).unref();
        });
    };
    this.timer = setTimeout(tick, pollMs).unref();
    return async () => {
      this.stopped = true;
      if (this.timer) clearTimeout(this.timer);
      await this.running;
    };
  }

  private async finish(jobId: number, status: 'done' | 'failed', error: string | null): Promise<void> {
    await this.db.execute(sql`
      update sys_job set status = ${status}, finish_time = now(), locked_until = null,
        last_error = coalesce(${error === null ? null : error.slice(0, 2000)}, last_error)
      where job_id = ${jobId} and locked_by = ${this.workerId}`);
  }
}
