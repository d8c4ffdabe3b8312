import type { CallInput } from '@zj/contract';
import { type EndpointRef, pathOf } from '@zj/contract/api';
import { tm } from '../i18n/index.ts';
import { feedback } from './feedback.ts';
import { type Params, RequestError, send, toQueryString } from './request.ts';
import { saveBlob } from './save-blob.ts';

const JSON_SNIFF_LIMIT = 64 * 1024;

/** An error envelope sent where a file was expected, or null when the blob is a file. */
export async function readErrorEnvelope(blob: Blob): Promise<{ code?: number; msg?: string } | null> {
  const looksJson = blob.type.includes('json');
  if (!looksJson && blob.size > JSON_SNIFF_LIMIT) return null;
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      if (looksJson || 'code' in record) {
        return {
          code: typeof record.code === 'number' ? record.code : undefined,
          msg: typeof record.msg === 'string' ? record.msg : undefined,
        };
      }
    }
    return looksJson ? {} : null;
  } catch {
    return looksJson ? {} : null;
  }
}

function downloadErrorText(code: number | undefined, serverMsg: string | undefined): string {
  if (code === 401) return tm('download.invalidSession');
  if (code === 403) return tm('http.403');
  if (code === 404) return tm('http.404');
  return serverMsg || tm('http.500');
}

export interface DownloadOptions {
  /** POST (form-encoded body, default) or GET (params in the query string). */
  method?: 'GET' | 'POST';
  withToken?: boolean;
}

/**
 * Downloads a file and saves it under `fileName`. Resolves true when saved; false when the
 * server answered with an error envelope or the download failed (the user has been told).
 */
export async function download(
  url: string,
  params: Params | undefined,
  fileName: string,
  options: DownloadOptions = {},
): Promise<boolean> {
  const close = feedback().loading(tm('download.loading'));
  const method = options.method ?? 'POST';
  try {
    const blob = await requestBlob(url, params, method, options.withToken);
    const error = await readErrorEnvelope(blob);
    if (error) {
      feedback().error(downloadErrorText(error.code, error.msg));
      return false;
    }
    saveBlob(blob, fileName);
    return true;
  } catch (error) {
    console.error(error);
    feedback().error(tm('download.failed'));
    return false;
  } finally {
    close();
  }
}

/**
 * Downloads the file an endpoint of the contract answers (an export): its filters go in the
 * query of a GET and form-encoded in the body of a POST, as RuoYi's clients send them.
 */
export function downloadFrom<E>(ref: EndpointRef<E>, input: CallInput<E>, fileName: string): Promise<boolean> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Params; body?: Params };
  const method = ref.method === 'GET' ? 'GET' : 'POST';
  return download(pathOf(ref, params), method === 'GET' ? query : body, fileName, { method });
}

/** Fetches a blob without the JSON handling of `request`; failures are reported by the caller. */
function requestBlob(url: string, params: Params | undefined, method: 'GET' | 'POST', withToken?: boolean) {
  return send(
    url,
    {
      method,
      withToken,
      params: method === 'GET' ? params : undefined,
      data: method === 'POST' ? new URLSearchParams(toQueryString(params)) : undefined,
      headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
    },
    async (response) => {
      const blob = await response.blob();
      if (!response.ok && !(await readErrorEnvelope(blob))) {
        throw new RequestError(`HTTP ${response.status}`, 'status', response.status, false);
      }
      return blob;
    },
    false,
  );
}
