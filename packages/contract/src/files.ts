import { z } from 'zod';

/**
 * Upload kinds of POST /file/upload?kind=…: limits and extensions of spec 01 §5 (documents
 * also accept the images and the Office Open XML formats).
 */
export const UPLOAD_KINDS = {
  image: { maxMb: 20, extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'] },
  file: {
    maxMb: 300,
    extensions: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'],
  },
  /** BCF 2.1 files to import into model problems (a zip; POST /business/model/bcf/import reads it). */
  bcf: { maxMb: 300, extensions: ['bcf', 'bcfzip'] },
  /** MS Project XML (MSPDI) files to import into a plan (POST /business/plan/import reads it). */
  mspdi: { maxMb: 50, extensions: ['xml'] },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_MAX_FILES = 5;
export const EDITOR_UPLOAD_MAX_MB = 5;

export const uploadQuery = z.object({ kind: z.enum(['image', 'file', 'bcf', 'mspdi']).default('file') });
export type UploadQuery = z.infer<typeof uploadQuery>;

/** An uploaded file: its original name and the URL it is served from. */
export const uploadedFile = z.object({ name: z.string(), url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;
