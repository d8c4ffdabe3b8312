import { formatTime, parseZoned } from '@zj/contract';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { checkFileRefs, type FileRule } from './file-refs.ts';
import type { FileStorage } from './storage.ts';
import { sysUpload } from './uploads.tables.ts';

const MB = 1024 * 1024;
/** pg_advisory_xact_lock(UPLOAD_LOCK, userId): one quota reservation of a user at a time. */
const UPLOAD_LOCK = 727_002;
/** Rows the sweep deletes per transaction. */
const SWEEP_BATCH = 200;
/** A storage key inside any text: a URL, a comma-joined list of URLs, rich-text HTML. */
const KEY_IN_TEXT = /\/file\/(\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5})/g;

export interface UploadLimits {
  /** Bytes one user may store per day (in the display zone); 0 = no quota. */
  dailyBytes: number;
  /** Uploads stop while the storage volume would keep less than this free; 0 = no floor. */
  minFreeBytes: number;
  /** Uploads no record referred to within this age are removed by the sweep. */
  orphanMs: number;
}

export const DEFAULT_ORPHAN_HOURS = 24;

/** An upload in progress: its row and the bytes it may still take. */
export interface Reservation {
  uploadId: number;
  userId: number;
  maxBytes: number;
}

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** The storage keys named in texts (URLs, comma-joined URL lists, rich text). */
export function storageKeysIn(texts: Iterable<string | null | undefined>): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(KEY_IN_TEXT)) if (match[1]) keys.add(match[1]);
  }
  return [...keys];
}

/**
 * The record of stored uploads (the kernel's, beside the storage): per-user daily quota and the
 * free-space floor, checked before any byte is stored; `claim`, through which every record that
 * saves a file URL marks the upload as used; and the sweep of uploads nobody claimed in time.
 */
export class Uploads {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    readonly limits: UploadLimits,
  ) {}

  /**
   * Reserves room for one upload of at most `maxBytes` (the kind's limit, or less when the request
   * says its length): refuses when the user's quota is spent or the volume is at its floor, and
   * otherwise writes the upload's row holding min(maxBytes, what is left of today's quota).
   * Reservations of one user are serialised by a transaction-scoped advisory lock and count in
   * the sum at once, so concurrent uploads together never pass the quota.
   */
  async reserve(userId: number, maxBytes: number, expectedBytes: number | undefined, now = new Date()) {
    const { dailyBytes, minFreeBytes } = this.limits;
    if (minFreeBytes > 0) {
      const free = await this.storage.freeBytes();
      const need = Math.min(maxBytes, expectedBytes ?? maxBytes);
      if (free !== undefined && free - need < minFreeBytes)
        throw new AppError(400, 'upload.diskFull', { free: Math.max(0, mb(free - minFreeBytes)) });
    }
    return this.db.transaction(async (tx) => {
      let allowed = maxBytes;
      if (dailyBytes > 0) {
        await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}, ${userId}::int)`);
        const used = await this.usedToday(userId, now, tx);
        const left = dailyBytes - used;
        if (left <= 0 || (expectedBytes !== undefined && expectedBytes > left)) throw this.quotaReached(used);
        allowed = Math.min(maxBytes, left);
      }
      const [row] = await tx
        .insert(sysUpload)
        .values({ userId, size: allowed, createTime: now })
        .returning({ uploadId: sysUpload.uploadId });
      if (!row) throw new Error('sys_upload insert returned nothing');
      return { uploadId: row.uploadId, userId, maxBytes: allowed } satisfies Reservation;
    });
  }

  /** Bytes the user stored or reserved since the start of today (display zone). */
  async usedToday(userId: number, now = new Date(), tx: Tx = this.db): Promise<number> {
    const dayStart = parseZoned(formatTime(now).slice(0, 10));
    const [row] = await tx
      .select({ used: sql<string>`coalesce(sum(${sysUpload.size}), 0)` })
      .from(sysUpload)
      .where(and(eq(sysUpload.userId, userId), gte(sysUpload.createTime, dayStart)));
    return Number(row?.used ?? 0);
  }

  /** 'Daily upload quota reached' with today's numbers. */
  quotaReached(usedBytes: number): AppError {
    return new AppError(400, 'upload.quotaReached', { quota: mb(this.limits.dailyBytes), used: mb(usedBytes) });
  }

  /** The bytes arrived: the row takes the real key, size and type in place of the reservation. */
  async stored(uploadId: number, key: string, size: number, contentType: string): Promise<void> {
    await this.db.update(sysUpload).set({ storageKey: key, size, contentType }).where(eq(sysUpload.uploadId, uploadId));
  }

  /** The upload failed: its reservation goes (its file, if any, the caller has removed). */
  async release(uploadId: number): Promise<void> {
    await this.db.delete(sysUpload).where(eq(sysUpload.uploadId, uploadId));
  }

  /**
   * Marks the uploads whose URLs appear in `texts` as referenced, in the transaction that saves
   * the record: the one call every record that stores a file URL (an avatar, a cover, rich text,
   * a comma-joined photo list) makes, so the sweep keeps its files. Answers how many it marked.
   */
  async claim(texts: Iterable<string | null | undefined>, tx: Tx = this.db, now = new Date()): Promise<number> {
    const keys = storageKeysIn(texts);
    if (!keys.length) return 0;
    const rows = await tx
      .update(sysUpload)
      .set({ referencedTime: now })
      .where(and(inArray(sysUpload.storageKey, keys), isNull(sysUpload.referencedTime)))
      .returning({ uploadId: sysUpload.uploadId });
    return rows.length;
  }

  /** The files a record is about to save, checked as `checkFileRefs` does (outside a transaction). */
  checkRefs(urls: readonly string[], rule: FileRule) {
    return checkFileRefs(this.db, urls, rule);
  }

  /**
   * Removes uploads no record claimed within the orphan age: file and row, in batches. The rows
   * are taken `for update skip locked`, so replicas sweeping at once never pick the same upload,
   * and the files are deleted before the transaction commits (a crash leaves rows to sweep again,
   * never rows whose file is gone unnoticed). Answers how many uploads it removed.
   */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.limits.orphanMs);
    let removed = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const due = tx
          .select({ uploadId: sysUpload.uploadId })
          .from(sysUpload)
          .where(and(isNull(sysUpload.referencedTime), lt(sysUpload.createTime, cutoff)))
          .orderBy(sysUpload.createTime)
          .limit(SWEEP_BATCH)
          .for('update', { skipLocked: true });
        const rows = await tx
          .delete(sysUpload)
          .where(inArray(sysUpload.uploadId, due))
          .returning({ key: sysUpload.storageKey });
        for (const { key } of rows) if (key) await this.storage.delete(key);
        return rows.length;
      });
      removed += batch;
      if (batch < SWEEP_BATCH) return removed;
    }
  }
}

/** Runs the sweep every `everyMs` (timer unref'd: it never keeps the process alive). Answers the stop. */
export function startUploadSweep(
  uploads: Uploads,
  onError: (error: unknown) => void,
  everyMs = 60 * 60 * 1000,
): () => void {
  const timer = setInterval(() => {
    uploads.sweep().catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
