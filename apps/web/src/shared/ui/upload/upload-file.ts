import { OK, type UploadedFile, type UploadKind } from '@zj/contract';
import { API, pathOf } from '@zj/contract/api';
import { send } from '@/shared/api/request.ts';
import { tm } from '@/shared/i18n/index.ts';

/** Uploads may take long (300 MB documents): ten minutes instead of the API's 50 s. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** A failed upload; `message` is what the user should read. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly network: boolean,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * API.files.upload (multipart field `file`, `kind` in the query, bearer token): resolves with the
 * stored file's name and URL. A code other than 200 rejects with the server's msg; a network
 * failure or an unreadable answer with '上传失败, 请重试'. Nothing is shown here: the widget
 * tells the user (so it is sent by `send`, which reports nothing, rather than `call`).
 */
export async function uploadFile(file: File, kind: UploadKind, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let body: unknown;
  try {
    body = await send(
      pathOf(API.files.upload),
      { method: API.files.upload.method, params: { kind }, data: form, timeout: UPLOAD_TIMEOUT_MS, signal },
      async (response) => {
        const text = await response.text();
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new UploadError(tm('upload.failed'), true);
        }
      },
      false,
    );
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(tm('upload.failed'), true);
  }
  const envelope = body as { code?: number; msg?: string; data?: Partial<UploadedFile> } | null;
  if (envelope?.code === OK && typeof envelope.data?.url === 'string') {
    return { name: envelope.data.name ?? file.name, url: envelope.data.url };
  }
  throw new UploadError(envelope?.msg || tm('upload.failed'), false);
}
