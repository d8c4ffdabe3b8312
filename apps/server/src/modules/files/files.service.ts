import { Readable } from 'node:stream';
import { hasPermission, PERMS, UPLOAD_KINDS, type UploadedFile, type UploadKind } from '@zj/contract';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import { API_PREFIX } from '../../core/access/guard-plugin.ts';
import {
  cleanFileName,
  detectFamily,
  extensionOf,
  type Family,
  FILE_TYPES,
  HEAD_BYTES,
  IMAGE_EXTENSION,
  isPlainText,
  isXmlHead,
  XML_HEAD_BYTES,
} from '../../core/files/file-types.ts';
import { type FileStorage, StorageLimitError } from '../../core/files/storage.ts';
import type { Reservation, Uploads } from '../../core/files/uploads.ts';
import { AppError, badRequest, forbidden } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';

const MB = 1024 * 1024;
/** Families that are pictures (what a photo field accepts). */
const IMAGE_FAMILIES = new Set<Family>(['png', 'jpeg', 'gif', 'webp', 'bmp']);
/**
 * What a multipart body carries besides the file: boundaries, the part headers (a file name of
 * up to 255 characters) and a few small fields. A body longer than the quota left by more than
 * this is refused before any byte is stored.
 */
const MULTIPART_OVERHEAD = 8 * 1024;

/** Who uploads, and what the request says of its size. */
export interface Uploader {
  principal: Principal;
  /** The request's Content-Length header: the file is no larger. */
  contentLength?: string | undefined;
  /**
   * The caller's own avatar: allowed to everyone (no upload permission needed), with the route's
   * lower limit in MB so the refusal names the limit that applied.
   */
  ownAvatarMaxMb?: number;
  /**
   * An image is taken by its real type whatever image extension its name has, and stored under
   * the real one: RuoYi's avatar cropper uploads PNG bytes under the original `.jpg` name.
   */
  imageByContent?: boolean;
}

export interface UploadPart {
  /** Absent on a part without a file name (then refused as an unknown type, not a crash). */
  filename?: string | undefined;
  file: Readable & { truncated?: boolean };
}

/**
 * Upload checks in front of the storage: who may upload, count, size, extension, real type, and
 * the kernel's quota and free-space floor, with every stored upload recorded.
 */
export class FilesService {
  constructor(
    readonly storage: FileStorage,
    private readonly uploads: Uploads,
    private readonly projects: ProjectAccess,
    private readonly limitsMb: Partial<Record<UploadKind, number>> = {},
  ) {}

  /**
   * Uploading at all needs the upload permission or membership of a live project (admins pass):
   * a user with no role and no project stores nothing.
   */
  async mayUpload(principal: Principal): Promise<void> {
    if (isAdmin(principal) || hasPermission(principal.permissions, PERMS.common.file.upload)) return;
    if (await this.projects.belongsToAnyProject(principal.userId)) return;
    throw forbidden('upload.notAllowed');
  }

  limitMb(kind: UploadKind): number {
    return this.limitsMb[kind] ?? UPLOAD_KINDS[kind].maxMb;
  }

  limitBytes(kind: UploadKind): number {
    return Math.floor(this.limitMb(kind) * MB);
  }

  private tooLarge(kind: UploadKind, maxMb = this.limitMb(kind)) {
    return new AppError(413, kind === 'image' ? 'upload.imageTooLarge' : 'upload.tooLarge', { n: maxMb });
  }

  /**
   * Checks and stores one part: who may upload (the own avatar excepted), the name's type, then a
   * reservation against the quota and the free-space floor before any byte is stored; the copy
   * stops at the reserved size, and whatever fails leaves neither file nor row.
   */
  async upload(part: UploadPart | undefined, kind: UploadKind, by: Uploader): Promise<UploadedFile> {
    const maxMb = by.ownAvatarMaxMb;
    try {
      if (maxMb === undefined) await this.mayUpload(by.principal);
    } catch (error) {
      part?.file.resume();
      throw error;
    }
    if (!part) throw badRequest('upload.noFile');
    let name = cleanFileName(part.filename);
    let ext = extensionOf(name);
    const allowed: readonly string[] = UPLOAD_KINDS[kind].extensions;
    if (!allowed.includes(ext)) {
      part.file.resume();
      throw badRequest(kind === 'image' ? 'upload.badImageType' : 'upload.badType', { types: allowed.join('/') });
    }
    // What is stored: the part's stream, or the same bytes again after their type was read.
    let source: UploadPart = part;
    if (by.imageByContent && kind === 'image') {
      const real = await this.realImage(part);
      source = { filename: part.filename, file: real.file };
      if (!real.ext) {
        real.file.resume();
        throw badRequest('upload.contentMismatch', { ext });
      }
      // A name of the right family keeps its extension (`.jpeg` stays); another one takes the real.
      if (FILE_TYPES[ext]?.family !== FILE_TYPES[real.ext]?.family) {
        name = `${name.slice(0, name.length - ext.length)}${real.ext}`;
        ext = real.ext;
      }
    }

    const limit = maxMb === undefined ? this.limitBytes(kind) : Math.floor(maxMb * MB);
    const declared = Number(by.contentLength);
    const body = by.contentLength && Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined;
    let reservation: Reservation;
    try {
      reservation = await this.uploads.reserve(
        by.principal.userId,
        Math.min(limit, body ?? limit),
        body === undefined ? undefined : Math.max(0, body - MULTIPART_OVERHEAD),
      );
    } catch (error) {
      source.file.resume();
      throw error;
    }
    try {
      const { key, size } = await this.store(source, name, kind, reservation, maxMb);
      try {
        if (part.file.truncated) throw this.tooLarge(kind, maxMb);
        await this.checkContent(key, ext);
        await this.uploads.stored(reservation.uploadId, key, size, FILE_TYPES[ext]?.mime ?? '');
      } catch (error) {
        await this.storage.delete(key);
        throw error;
      }
      return { name, url: `${API_PREFIX}/file/${key}` };
    } catch (error) {
      await this.uploads.release(reservation.uploadId);
      throw error;
    }
  }

  /**
   * The real image type of a part from its first bytes, read before anything is stored: the
   * extension its family is stored under (undefined for bytes of no image type) and a stream of
   * all its bytes again.
   */
  private async realImage(part: UploadPart): Promise<{ ext: string | undefined; file: Readable }> {
    const chunks: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
    const head: Buffer[] = [];
    let size = 0;
    let ended = false;
    while (size < HEAD_BYTES && !ended) {
      const next = await chunks.next();
      ended = Boolean(next.done);
      if (!next.done) {
        head.push(next.value);
        size += next.value.length;
      }
    }
    const family = detectFamily(Buffer.concat(head));
    async function* all() {
      yield* head;
      if (ended) return;
      for (let more = await chunks.next(); !more.done; more = await chunks.next()) yield more.value;
    }
    const ext = family && IMAGE_FAMILIES.has(family) ? IMAGE_EXTENSION[family] : undefined;
    return { ext, file: Readable.from(all(), { objectMode: false }) };
  }

  /** Copies the part into storage, at most the reserved bytes. */
  private async store(part: UploadPart, name: string, kind: UploadKind, reservation: Reservation, maxMb?: number) {
    try {
      return await this.storage.put(part.file, name, { maxBytes: reservation.maxBytes });
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw this.tooLarge(kind, maxMb);
      if (error instanceof StorageLimitError) {
        part.file.resume();
        // The reservation was cut to what the quota left; the file went past it.
        await this.uploads.release(reservation.uploadId);
        throw this.uploads.quotaReached(await this.uploads.usedToday(reservation.userId));
      }
      throw error;
    }
  }

  /**
   * URLs a record is about to save (a comma-joined photo list, an attachment): each must name a
   * stored upload of the one upload path, of an allowed extension and size (`checkFileRefs`);
   * with `image`, its bytes must be an image (magic bytes, checked again) of at most `maxMb`.
   * Refuses with the first bad URL.
   */
  async requireUploads(urls: string[], opts: { image?: boolean; maxMb?: number } = {}): Promise<void> {
    const kind = UPLOAD_KINDS[opts.image ? 'image' : 'file'];
    const refs = await this.uploads.checkRefs(urls, {
      max: urls.length,
      extensions: kind.extensions,
      maxMb: opts.maxMb ?? kind.maxMb,
      image: Boolean(opts.image),
    });
    if (!opts.image) return;
    for (const { key, url } of refs) {
      const family = detectFamily(await this.storage.head(key, HEAD_BYTES));
      if (!family || !IMAGE_FAMILIES.has(family)) throw badRequest('upload.notImage', { url });
    }
  }

  /** The stored bytes must be what the extension says. */
  private async checkContent(key: string, ext: string) {
    const type = FILE_TYPES[ext];
    const mismatch = () => badRequest('upload.contentMismatch', { ext });
    if (!type) throw mismatch();
    if (type.family === 'xml') {
      if (!isXmlHead(await this.storage.head(key, XML_HEAD_BYTES))) throw mismatch();
      return;
    }
    if (type.family === 'text') {
      const file = await this.storage.get(key);
      if (!file || !(await isPlainText(file.stream))) throw mismatch();
      return;
    }
    if (detectFamily(await this.storage.head(key, HEAD_BYTES)) !== type.family) throw mismatch();
  }
}
