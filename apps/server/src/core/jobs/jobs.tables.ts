import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, time } from '../db/columns.ts';

/**
 * Durable background jobs (the job runner of core/jobs): one row per job, enqueued in the caller's
 * transaction, claimed by one replica at a time with a lease (`locked_until`); a job whose worker
 * died is taken again once its lease has passed, until `max_attempts`.
 */
export const sysJob = pgTable(
  'sys_job',
  {
    jobId: id('job_id'),
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 'queued' | 'running' | 'done' | 'failed'. */
    status: varchar('status', { length: 10 }).$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: time('run_at').notNull().defaultNow(),
    lockedUntil: time('locked_until'),
    lockedBy: varchar('locked_by', { length: 64 }),
    lastError: varchar('last_error', { length: 2000 }),
    createTime: time('create_time').notNull().defaultNow(),
    finishTime: time('finish_time'),
  },
  (t) => [
    // The claim's candidates: due queued jobs, and running ones whose lease has passed.
    index('sys_job_due_idx').on(t.runAt).where(sql`status = 'queued'`),
    index('sys_job_lease_idx').on(t.lockedUntil).where(sql`status = 'running'`),
  ],
);

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
