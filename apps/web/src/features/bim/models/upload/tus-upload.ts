import { UPLOAD_VERSION_HEADER } from '@zj/contract';
import { API } from '@zj/contract/api';
import { type DetailedError, defaultOptions, type PreviousUpload, Upload } from 'tus-js-client';
import { buildUrl } from '@/shared/api/request.ts';
import { getToken } from '@/shared/api/token.ts';
import { acceptLanguage, currentLang, i18n, tm } from '@/shared/i18n/index.ts';
import '../../bim-texts.ts';

/** Where a model goes: a band of a project. */
export interface UploadTarget {
  projectId: number;
  bandId: number;
}

export interface UploadEvents {
  onProgress: (sent: number, total: number) => void;
  /** The last byte arrived: the server created the version (its id when the answer named it). */
  onDone: (versionId: number | null) => void;
  /** The upload stopped for good (retries spent or refused), with the reason in the user's language. */
  onFailed: (message: string) => void;
}

/** Bytes a request carries: large files go up in chunks, each resumable. */
export const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits between retries of a failed chunk (network trouble, a restarting server). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];
const KEY_PREFIX = 'zj-model';

/**
 * The fingerprint under which tus keeps an upload's URL in local storage: the same file (name,
 * size, modification time) for the same band of the same project resumes; another band starts anew.
 */
export function fingerprintOf(file: { name: string; size: number; lastModified?: number }, target: UploadTarget) {
  return [KEY_PREFIX, target.projectId, target.bandId, file.name, file.size, file.lastModified ?? 0].join('-');
}

/** The tus endpoint, absolute (tus resolves the Location of each upload against it). */
export function uploadEndpoint(): string {
  return new URL(buildUrl(API.models.uploadCreate.path), window.location.href).href;
}

/** The reason of a refused or failed upload, from the server's answer when it gave one. */
export function failureText(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return tm('http.network');
  const status = response.getStatus();
  const body = response.getBody() ?? '';
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
    if (parsed.code === 401 || status === 401) return tm('http.401');
    if (typeof parsed.msg === 'string' && parsed.msg) return parsed.msg;
  } catch {
    // not JSON: a plain text answer (tus servers answer their refusals as text)
  }
  if (status === 401) return tm('http.401');
  if (status === 403) return tm('http.403');
  const text = body.trim();
  if (text && text.length <= 300 && !text.startsWith('<')) return text;
  return i18n.t('bim.uploadFailed');
}

/** One model upload over tus 1.0: start (resuming an unfinished upload of the same file), pause, resume. */
export class ModelUpload {
  private readonly upload: Upload;
  private versionId: number | null = null;

  constructor(
    readonly file: File,
    readonly target: UploadTarget,
    events: UploadEvents,
  ) {
    this.upload = new Upload(file, {
      endpoint: uploadEndpoint(),
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, projectId: String(target.projectId), bandId: String(target.bandId) },
      fingerprint: async () => fingerprintOf(file, target),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The bearer token as every call carries it, read at each request (it may be refreshed meanwhile).
      onBeforeRequest: (request) => {
        const token = getToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
        request.setHeader('Accept-Language', acceptLanguage(currentLang()));
      },
      onAfterResponse: (_request, response) => {
        const named = Number(response.getHeader(UPLOAD_VERSION_HEADER));
        if (Number.isInteger(named) && named > 0) this.versionId = named;
      },
      onProgress: events.onProgress,
      onSuccess: () => events.onDone(this.versionId),
      onError: (error) => events.onFailed(failureText(error)),
    });
  }

  /** Starts, or resumes an unfinished upload of the same file to the same band: true when it resumed. */
  async start(): Promise<boolean> {
    const previous = await this.upload.findPreviousUploads();
    const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) this.upload.resumeFromPreviousUpload(latest);
    this.upload.start();
    return latest !== undefined;
  }

  /** Stops sending; the upload stays resumable (here, or after a reload by choosing the file again). */
  pause(): Promise<void> {
    return this.upload.abort();
  }

  resume() {
    this.upload.start();
  }
}

/** An upload that did not finish (kept by tus in local storage), to offer resuming it. */
export interface UnfinishedUpload {
  key: string;
  fileName: string;
  size: number | null;
  createdAt: string;
}

/** The unfinished uploads of a band, newest first (the file must be chosen again to continue). */
export async function unfinishedUploads(target: UploadTarget): Promise<UnfinishedUpload[]> {
  const prefix = `${KEY_PREFIX}-${target.projectId}-${target.bandId}-`;
  const all: PreviousUpload[] = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return all
    .filter((upload) => upload.urlStorageKey.startsWith(`tus::${prefix}`))
    .map((upload) => ({
      key: upload.urlStorageKey,
      fileName: upload.metadata.filename ?? '',
      size: upload.size,
      createdAt: upload.creationTime,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Forgets an unfinished upload (the server drops its partial file when it expires). */
export function forgetUpload(key: string): Promise<void> {
  return defaultOptions.urlStorage.removeUpload(key);
}
