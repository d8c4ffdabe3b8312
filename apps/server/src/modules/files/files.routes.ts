import multipart from '@fastify/multipart';
import { filesApi as api, msg } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { extensionOf, FILE_TYPES } from '../../core/files/file-types.ts';
import { STORAGE_KEY } from '../../core/files/storage.ts';
import { notFound } from '../../core/http/app-error.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { FilesService } from './files.service.ts';

/** RFC 6266/5987: an ASCII fallback plus the UTF-8 name. */
function disposition(type: 'inline' | 'attachment', name: string, fallback: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export async function filesRoutes(app: AppInstance, deps: { files: FilesService }) {
  const { files } = deps;
  const largest = Math.max(files.limitBytes('file'), files.limitBytes('image'));
  // Multipart only in this scope: one file per request, a few small fields, no field bigger than 1 KB.
  // Browsers send the file name as raw UTF-8 (a busboy option the plugin passes on but does not type).
  const busboy = { defParamCharset: 'utf8' };
  await app.register(multipart, {
    ...busboy,
    limits: { files: 1, fileSize: largest, fields: 5, fieldSize: 1024, parts: 6 },
  });

  serve(app, api.upload, async (request) => {
    const kind = request.query.kind;
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file({ limits: { files: 1, fileSize: files.limitBytes(kind) } });
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') part = undefined;
      else throw error;
    }
    const uploaded = await files.upload(part, kind, {
      principal: principalOf(request),
      contentLength: request.headers['content-length'],
    });
    return said(msg('upload.success', request.lang), uploaded);
  });

  /*
   * Downloads are capability URLs: public, but the key is 128 random bits, unguessable and never
   * listed. Stored URLs end up in <img src>, in comma-joined fields of problems and in rich
   * text, where no bearer header can be sent and a short-lived signed token would expire while
   * the URL is still stored. Files are served with a Content-Type from their checked extension
   * (never HTML), nosniff and a sandbox CSP, so even a crafted file cannot run in the origin.
   */
  serve(app, api.get, async (request, reply) => {
    const key = request.params['*'];
    if (!STORAGE_KEY.test(key)) throw notFound();
    const type = FILE_TYPES[extensionOf(key)];
    const file = type ? await files.storage.get(key) : undefined;
    if (!type || !file) throw notFound();
    const fallback = key.slice(key.lastIndexOf('/') + 1);
    return reply
      .header('Content-Type', type.mime)
      .header('Content-Length', file.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', 'sandbox')
      .header('Content-Disposition', disposition(type.inline ? 'inline' : 'attachment', file.name, fallback))
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('Referrer-Policy', 'no-referrer')
      .send(file.stream);
  });
}
