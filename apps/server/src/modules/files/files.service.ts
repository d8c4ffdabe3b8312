import type { Readable } from 'node:stream';
import { UPLOAD_KINDS, type UploadedFile, type UploadKind } from '@zj/contract';
import { API_PREFIX } from '../../core/access/guard-plugin.ts';
import { detectFamily, extensionOf, FILE_TYPES, HEAD_BYTES, isPlainText } from '../../core/files/file-types.ts';
import type { FileStorage } from '../../core/files/storage.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';

const MB = 1024 * 1024;

export interface UploadPart {
  /** Absent on a part without a file name (then refused as an unknown type, not a crash). */
  filename?: string | undefined;
  file: Readable & { truncated?: boolean };
}

/** Upload checks (count, size, extension, real type) in front of the storage. */
export class FilesService {
  constructor(
    readonly storage: FileStorage,
    private readonly limitsMb: Partial<Record<UploadKind, number>> = {},
  ) {}

  limitMb(kind: UploadKind): number {
    return this.limitsMb[kind] ?? UPLOAD_KINDS[kind].maxMb;
  }

  limitBytes(kind: UploadKind): number {
    return Math.floor(this.limitMb(kind) * MB);
  }

  private tooLarge(kind: UploadKind, maxMb = this.limitMb(kind)) {
    return new AppError(413, kind === 'image' ? 'upload.imageTooLarge' : 'upload.tooLarge', { n: maxMb });
  }

  /** The user's file name without any path, at most 255 characters. */
  private cleanName(filename: string | undefined): string {
    const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
    const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
    return printable.slice(-255) || 'file';
  }

  /**
   * Checks and stores one part. `maxMb`: the limit of a route that reads the part with a lower
   * one than the kind's (the avatar), so the refusal names the limit that applied.
   */
  async upload(part: UploadPart | undefined, kind: UploadKind, maxMb?: number): Promise<UploadedFile> {
    if (!part) throw badRequest('upload.noFile');
    const name = this.cleanName(part.filename);
    const ext = extensionOf(name);
    const allowed: readonly string[] = UPLOAD_KINDS[kind].extensions;
    if (!allowed.includes(ext)) {
      part.file.resume();
      throw badRequest(kind === 'image' ? 'upload.badImageType' : 'upload.badType', { types: allowed.join('/') });
    }

    let key: string;
    try {
      ({ key } = await this.storage.put(part.file, name));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw this.tooLarge(kind, maxMb);
      throw error;
    }
    try {
      if (part.file.truncated) throw this.tooLarge(kind, maxMb);
      await this.checkContent(key, ext);
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    return { name, url: `${API_PREFIX}/file/${key}` };
  }

  /** The stored bytes must be what the extension says. */
  private async checkContent(key: string, ext: string) {
    const type = FILE_TYPES[ext];
    const mismatch = () => badRequest('upload.contentMismatch', { ext });
    if (!type) throw mismatch();
    if (type.family === 'text') {
      const file = await this.storage.get(key);
      if (!file || !(await isPlainText(file.stream))) throw mismatch();
      return;
    }
    if (detectFamily(await this.storage.head(key, HEAD_BYTES)) !== type.family) throw mismatch();
  }
}
