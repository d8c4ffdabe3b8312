import type { Readable } from 'node:stream';

export interface StoredFile {
  /** The name the file was uploaded with (kept as metadata, never as a path). */
  name: string;
  size: number;
  stream: Readable;
}

/**
 * Where uploaded files live. Keys are random (128 bits) with the checked extension, in date
 * folders: `2026/05/01/<32 hex>.pdf`. Local disk by default; an S3-compatible implementation
 * can take its place without touching the callers.
 */
export interface FileStorage {
  /**
   * Stores the content; a failed or aborted stream leaves nothing behind. With `maxBytes` the
   * copy stops at the first byte beyond it (StorageLimitError) and the partial file is removed.
   */
  put(body: Readable | Buffer, name: string, options?: { maxBytes?: number }): Promise<{ key: string; size: number }>;
  /** Bytes free for new files on the volume that holds them; undefined when unknown (object storage). */
  freeBytes(): Promise<number | undefined>;
  get(key: string): Promise<StoredFile | undefined>;
  /** The first bytes of a stored file (type detection). */
  head(key: string, bytes: number): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** Keys as `put` makes them; anything else (../, absolute paths, other names) is not a file. */
export const STORAGE_KEY = /^\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** A stream that went past the `maxBytes` of `put`: nothing of it was kept. */
export class StorageLimitError extends Error {
  readonly code = 'STORAGE_LIMIT';
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}
