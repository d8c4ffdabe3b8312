import type { ElementDetail, SpatialNodeRow } from '@zj/contract';
import { API, pathOf } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { readErrorEnvelope } from '@/shared/api/download.ts';
import { envelopeText, RequestError, send } from '@/shared/api/request.ts';

/** Fragments files can be large: a minute per model rather than the API's default. */
const FRAGMENTS_TIMEOUT_MS = 5 * 60_000;

/**
 * The converted fragments of a version (API.models.fragments), with the download's progress
 * (0–1, when the server tells the length). A refusal (an envelope instead of bytes) rejects with
 * its text; nothing is shown here: the viewer tells the user.
 */
export async function fetchFragments(
  versionId: number,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  return send(
    pathOf(API.models.fragments, { versionId }),
    { method: 'GET', timeout: FRAGMENTS_TIMEOUT_MS, signal },
    async (response) => {
      const type = response.headers.get('Content-Type') ?? '';
      if (type.includes('json') || !response.ok) {
        const envelope = await readErrorEnvelope(await response.blob());
        throw new RequestError(
          envelope?.code ? envelopeText(envelope.code, envelope.msg) : `HTTP ${response.status}`,
          envelope ? 'envelope' : 'status',
          envelope?.code ?? response.status,
          false,
        );
      }
      return readWithProgress(response, onProgress);
    },
    false,
  );
}

async function readWithProgress(response: Response, onProgress?: (fraction: number) => void): Promise<ArrayBuffer> {
  const total = Number(response.headers.get('Content-Length') ?? 0);
  if (!response.body || !total || !onProgress) return response.arrayBuffer();
  const reader = response.body.getReader();
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (offset + value.length > bytes.length) return concatRest(bytes.subarray(0, offset), value, reader);
    bytes.set(value, offset);
    offset += value.length;
    onProgress(offset / total);
  }
  return bytes.buffer.slice(0, offset);
}

/** A body longer than its Content-Length said (a proxy compressed it): read the rest plainly. */
async function concatRest(
  head: Uint8Array,
  value: Uint8Array,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<ArrayBuffer> {
  const parts = [head, value];
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    parts.push(next.value);
  }
  return new Blob(parts as BlobPart[]).arrayBuffer();
}

/** The spatial tree of a version (site → building → storey → element). */
export const fetchTree = async (versionId: number): Promise<SpatialNodeRow[]> =>
  (await call(API.models.elementTree, { params: { versionId } })).data;

/** One element with its property sets. */
export const fetchElement = async (versionId: number, globalId: string): Promise<ElementDetail> =>
  (await call(API.models.elementGet, { params: { versionId, globalId } })).data;

export const viewerKeys = {
  tree: (versionId: number) => ['bim', 'tree', versionId] as const,
  element: (versionId: number, globalId: string) => ['bim', 'element', versionId, globalId] as const,
};
