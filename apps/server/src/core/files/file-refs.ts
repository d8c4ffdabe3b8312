import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { AppError, badRequest } from '../http/app-error.ts';
import { extensionOf } from './file-types.ts';
import { STORAGE_KEY } from './storage.ts';
import { sysUpload } from './uploads.tables.ts';

const MB = 1024 * 1024;
/** `…/file/<storage key>`: what POST /file/upload answers as the URL (with or without a host). */
const UPLOAD_URL = /\/file\/(\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5})$/;

/** What a record accepts as its files: how many, which extensions, how large each. */
export interface FileRule {
  max: number;
  extensions: readonly string[];
  maxMb: number;
  /** Images: the refusals name images ('请上传…图片格式文件'). */
  image: boolean;
}

/** A file a record refers to, as the upload record knows it. */
export interface FileRef {
  url: string;
  key: string;
  ext: string;
  size: number;
}

/** The URLs of a comma-joined list (the image-upload value of spec 02 §3), blanks dropped. */
export const urlsOf = (joined: string | null | undefined): string[] =>
  (joined ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/** The stored uploads among these storage keys (size and type), by key. */
async function storedUploads(db: Db | Tx, keys: string[]): Promise<Map<string, { size: number; contentType: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: sysUpload.storageKey, size: sysUpload.size, contentType: sysUpload.contentType })
    .from(sysUpload)
    .where(inArray(sysUpload.storageKey, keys));
  return new Map(rows.flatMap((r) => (r.key ? [[r.key, { size: r.size, contentType: r.contentType }] as const] : [])));
}

/**
 * Checks the files a record is about to save: at most `rule.max`, each one a stored upload of the
 * one upload path (POST /file/upload: its real type was checked there by magic bytes), of an
 * allowed extension and within the size. A URL that names no stored upload — typed in, of
 * another server, or of an upload that failed — is refused. Answers the files in order.
 */
export async function checkFileRefs(tx: Db | Tx, urls: readonly string[], rule: FileRule): Promise<FileRef[]> {
  if (urls.length > rule.max) throw badRequest('upload.tooMany', { n: rule.max });
  const wanted = urls.map((url) => ({ url, key: UPLOAD_URL.exec(url)?.[1] }));
  const keys = wanted.flatMap((w) => (w.key && STORAGE_KEY.test(w.key) ? [w.key] : []));
  const stored = await storedUploads(tx, keys);
  return wanted.map(({ url, key }) => {
    const size = key ? stored.get(key)?.size : undefined;
    if (!key || size === undefined) throw badRequest('file.notUploaded', { name: url.slice(-80) });
    const ext = extensionOf(key);
    if (!rule.extensions.includes(ext))
      throw badRequest(rule.image ? 'upload.badImageType' : 'upload.badType', { types: rule.extensions.join('/') });
    if (size > rule.maxMb * MB)
      throw new AppError(400, rule.image ? 'upload.imageTooLarge' : 'upload.tooLarge', { n: rule.maxMb });
    return { url, key, ext, size };
  });
}
