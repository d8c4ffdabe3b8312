import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, ref, time } from '../db/columns.ts';

/**
 * Every stored upload: whose it is, where it lives, how big it is, and whether a record refers
 * to it. A row is written before the bytes arrive (its size then holds the reservation against
 * the owner's daily quota, its key is null); the upload's real key and size replace it once
 * stored. `referenced_time` is set by `Uploads.claim` when a record saves the file's URL; rows
 * that stay unreferenced past the orphan age are swept with their files.
 */
export const sysUpload = pgTable(
  'sys_upload',
  {
    uploadId: id('upload_id'),
    userId: ref('user_id').notNull(),
    storageKey: varchar('storage_key', { length: 64 }),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
    referencedTime: time('referenced_time'),
  },
  (t) => [
    uniqueIndex('sys_upload_key_idx').on(t.storageKey),
    // Today's bytes of one user (the quota sum).
    index('sys_upload_user_time_idx').on(t.userId, t.createTime),
    // The sweep's candidates.
    index('sys_upload_orphan_idx').on(t.createTime).where(sql`referenced_time is null`),
  ],
);
