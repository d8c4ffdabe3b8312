import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import {
  type Lang,
  type MessageKey,
  MODEL_MAX_BYTES,
  MODEL_MAX_MB,
  MODEL_UPLOAD_PATH,
  msg,
  UPLOAD_VERSION_HEADER,
} from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import { API_PREFIX } from '../../core/access/guard-plugin.ts';
import { AppError } from '../../core/http/app-error.ts';
import { SNIFF_BYTES, sniffIfc } from './conversion/sniff-ifc.ts';
import type { ModelsRepository } from './models.repository.ts';
import type { ModelsService } from './models.service.ts';

/** Where unfinished uploads grow. */
const tusDirectory = (dataDir: string) => join(dataDir, 'uploads-tus');

/** How long an unfinished upload may be resumed before it is swept away. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads begun more than `olderThanMs` ago that never finished (the browser was closed
 * for good): their partial files and rows. Answers how many went. Every replica may sweep; a
 * file or row already gone is no error.
 */
export async function sweepAbandonedUploads(
  repo: ModelsRepository,
  dataDir: string,
  olderThanMs = ABANDONED_UPLOAD_MS,
): Promise<number> {
  const ids = await repo.abandonedUploads(new Date(Date.now() - olderThanMs));
  for (const id of ids) {
    const file = join(tusDirectory(dataDir), String(id));
    await rm(file, { force: true });
    await rm(`${file}.json`, { force: true });
    await repo.deleteUpload(id);
  }
  return ids.length;
}

/** Who sent a request that tus is handling (its hooks see the Node request only). */
export interface UploadCaller {
  principal: Principal;
  lang: Lang;
}

/** A refusal tus sends as it is: the status and the catalogue text in the caller's language. */
const refusal = (status: number, key: MessageKey, lang: Lang, params?: Record<string, string | number>) => ({
  status_code: status,
  body: msg(key, lang, params),
});

/**
 * The tus 1.0 server of model uploads (resumable, up to MODEL_MAX_MB): files grow under
 * DATA_DIR/uploads-tus/<uploadId>; creation checks the metadata (file name, project, band of that
 * project) and the caller's right to add models there; the last byte checks the real type (STEP
 * text with an IFC FILE_SCHEMA), moves the file into the storage, creates the version and queues
 * its conversion. A refused file leaves nothing behind.
 */
export function modelUploadServer(models: ModelsService, dataDir: string, callers: WeakMap<object, UploadCaller>) {
  const directory = tusDirectory(dataDir);
  const store = new FileStore({ directory });
  const callerOf = (req: unknown): UploadCaller => {
    const caller = callers.get(req as object);
    if (!caller) throw { status_code: 401, body: 'Unauthorized\n' };
    return caller;
  };
  const mapError = (error: unknown, lang: Lang) => {
    if (error instanceof AppError) return refusal(error.status, error.key, lang, error.params);
    throw error;
  };

  const server = new Server({
    path: `${API_PREFIX}${MODEL_UPLOAD_PATH}`,
    datastore: store,
    maxSize: MODEL_MAX_BYTES,
    relativeLocation: true,
    allowedOrigins: [],
    exposedHeaders: [UPLOAD_VERSION_HEADER],
    // A new upload: checked, then named by its row's id.
    namingFunction: async (req, metadata) => {
      const { principal, lang } = callerOf(req);
      const size = Number(req.headers.get('upload-length'));
      if (Number.isSafeInteger(size) && size > MODEL_MAX_BYTES)
        throw refusal(413, 'model.tooLarge', lang, { max: MODEL_MAX_MB });
      const fileName = (metadata?.filename ?? '').trim();
      const projectId = Number(metadata?.projectId);
      const bandId = Number(metadata?.bandId);
      if (
        !fileName ||
        fileName.length > 255 ||
        !Number.isSafeInteger(size) ||
        size < 0 ||
        !Number.isInteger(projectId) ||
        projectId < 1 ||
        !Number.isInteger(bandId) ||
        bandId < 1
      )
        throw refusal(400, 'model.badMetadata', lang);
      try {
        await models.checkUploadTarget(principal, projectId, bandId);
      } catch (error) {
        throw mapError(error, lang);
      }
      const uploadId = await models.repo.insertUpload({
        projectId,
        bandId,
        userId: principal.userId,
        userName: principal.userName,
        fileName,
        size,
      });
      return String(uploadId);
    },
    // PATCH and HEAD: only the one who created the upload continues it.
    onIncomingRequest: async (req, id) => {
      const { principal, lang } = callerOf(req);
      if (req.method === 'POST') return;
      const upload = await models.repo.upload(Number(id));
      if (!upload || upload.userId !== principal.userId || upload.versionId !== null)
        throw refusal(404, 'model.uploadNotFound', lang);
    },
    onUploadFinish: async (req, upload) => {
      const { lang } = callerOf(req);
      const uploadId = Number(upload.id);
      const record = await models.repo.upload(uploadId);
      const path = join(directory, upload.id);
      const discard = async () => {
        await store.remove(upload.id).catch(() => {});
        await models.repo.deleteUpload(uploadId);
      };
      if (!record) throw refusal(404, 'model.uploadNotFound', lang);
      const head = Buffer.alloc(SNIFF_BYTES);
      const handle = await open(path, 'r');
      const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0).finally(() => handle.close());
      const sniffed = sniffIfc(head.subarray(0, bytesRead));
      if (!sniffed.ok) {
        await discard();
        throw refusal(415, sniffed.reason === 'unsupportedSchema' ? 'model.unsupportedSchema' : 'model.notIfc', lang);
      }
      const version = await models.createVersion({
        uploadId,
        path,
        projectId: record.projectId,
        bandId: record.bandId,
        fileName: record.fileName,
        size: record.size,
        userName: record.userName,
        schema: sniffed.schema,
      });
      await store.remove(upload.id).catch(() => {});
      return { headers: { [UPLOAD_VERSION_HEADER]: String(version.versionId) } };
    },
  });
  return server;
}
