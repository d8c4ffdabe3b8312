import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MODEL_UPLOAD_PATH, UPLOAD_VERSION_HEADER } from '@zj/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../test/test-app.ts';
import { modelsModule } from './index.ts';

/** Test helpers of the models module's tests (not a test file itself): tus calls, fixtures, jobs. */

const UPLOAD = `/prod-api${MODEL_UPLOAD_PATH}`;
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

export const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures', name));

/** POST: creates an upload (optionally with its first bytes); answers the response. */
export function tusCreate(
  ctx: TestContext,
  headers: { authorization: string },
  meta: { filename?: string; projectId?: number | string; bandId?: number | string },
  length: number,
  body?: Buffer,
): Promise<LightMyRequestResponse> {
  const metadata = Object.entries(meta)
    .map(([k, v]) => `${k} ${b64(String(v))}`)
    .join(',');
  return ctx.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': metadata,
      ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

/** The upload URL of a creation's Location (relative). */
export const locationOf = (res: LightMyRequestResponse) => String(res.headers.location ?? '');

export function tusPatch(
  ctx: TestContext,
  headers: { authorization: string },
  url: string,
  offset: number,
  chunk: Buffer,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'PATCH',
    url,
    headers: { ...headers, ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: chunk,
  });
}

export function tusHead(ctx: TestContext, headers: { authorization: string }, url: string) {
  return ctx.app.inject({ method: 'HEAD', url, headers: { ...headers, ...TUS } });
}

/** The version a finished upload created (its last response's header). */
export const versionIdOf = (res: LightMyRequestResponse) => Number(res.headers[UPLOAD_VERSION_HEADER.toLowerCase()]);

/** Uploads a whole file in two PATCHes; answers the new version's id (fails the test otherwise). */
export async function uploadModel(
  ctx: TestContext,
  headers: { authorization: string },
  projectId: number,
  bandId: number,
  file: Buffer,
  filename = 'model.ifc',
): Promise<number> {
  const created = await tusCreate(ctx, headers, { filename, projectId, bandId }, file.length);
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const url = locationOf(created);
  const half = Math.floor(file.length / 2);
  const first = await tusPatch(ctx, headers, url, 0, file.subarray(0, half));
  if (first.statusCode !== 204) throw new Error(`patch: ${first.statusCode} ${first.body}`);
  const last = await tusPatch(ctx, headers, url, half, file.subarray(half));
  if (last.statusCode !== 204) throw new Error(`patch: ${last.statusCode} ${last.body}`);
  return versionIdOf(last);
}

/** Runs the queued jobs of the models module (the conversions) until none is left. */
export const runJobs = (ctx: TestContext) => ctx.app.kernel.use(modelsModule).jobs.drain();
