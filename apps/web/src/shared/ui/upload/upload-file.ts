import type { UploadedFile, UploadKind } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { RequestError } from '@/shared/api/request.ts';
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
 * stored file's name and URL. A refusal rejects with its message (the server's msg); a network
 * failure or an answer that is not an envelope with '上传失败, 请重试'. Nothing is shown here
 * (the call reports nothing): the widget tells the user.
 */
export async function uploadFile(file: File, kind: UploadKind, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let answer: Awaited<ReturnType<typeof upload>>;
  try {
    answer = await upload(form, kind, signal);
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'envelope') throw new UploadError(error.message, false);
    throw new UploadError(tm('upload.failed'), true);
  }
  if (typeof answer.data?.url === 'string') return { name: answer.data.name ?? file.name, url: answer.data.url };
  throw new UploadError(answer.msg || tm('upload.failed'), false);
}

const upload = (body: FormData, kind: UploadKind, signal?: AbortSignal) =>
  call(API.files.upload, { query: { kind }, body }, { report: false, timeout: UPLOAD_TIMEOUT_MS, signal });
