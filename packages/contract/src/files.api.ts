import { z } from 'zod';
import { answer, api, endpoint } from './endpoint.ts';
import { UPLOAD_KINDS, uploadedFile, uploadQuery } from './files.ts';
import { AUTHENTICATED, PERMS, PUBLIC } from './permissions.ts';

/** The one upload path (/file/upload) and the stored files it serves (/file/<key>). */
export const filesApi = api('file', {
  upload: endpoint({
    method: 'POST',
    path: '/file/upload',
    summary: `Multipart field "file"; kind=image (${UPLOAD_KINDS.image.maxMb} MB) or file (${UPLOAD_KINDS.file.maxMb} MB). Needs ${PERMS.common.file.upload} or membership of a project; daily quota per user`,
    query: uploadQuery,
    multipart: true,
    answer: answer.row(uploadedFile),
    access: AUTHENTICATED,
    log: { title: '文件上传', businessType: 'insert' },
  }),
  /*
   * Downloads are capability URLs: public, but the key is 128 random bits, unguessable and never
   * listed (stored URLs end up in <img src> and rich text, where no bearer header can be sent).
   */
  get: endpoint({
    method: 'GET',
    path: '/file/*',
    summary: 'Serves an uploaded file by its key',
    params: z.object({ '*': z.string() }),
    answer: answer.file('application/octet-stream'),
    access: PUBLIC,
  }),
});
