import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../core/http/app-error.ts';
import type { AppInstance } from '../../core/http/types.ts';

/** Largest file the user routes take (import sheet, avatar image), in MB. */
export const UPLOAD_MAX_MB = 5;
const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/** Registers routes that take one multipart file: multipart is parsed only in this scope. */
export async function withUploads(app: AppInstance, routes: (scope: AppInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });
    routes(scope as unknown as AppInstance);
  });
}

/** The single uploaded file of a multipart request as a buffer (400 when there is none). */
export async function fileBuffer(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (!part) throw badRequest('file.required');
  const buffer = await part.toBuffer();
  if (part.file.truncated) throw badRequest('file.badSheet');
  return buffer;
}
