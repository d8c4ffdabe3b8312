import { z } from 'zod';
import { bodyId, dayOrTime, num, str, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { HAZARD_TYPES, PROBLEM_LEVELS } from './problems.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * /business/safetyFile (spec 02 §7 "Files and reports"): quality files in folders, safety
 * files, and safety reports — the 安全专项检查通报 bulletins whose message (relateTable
 * `safety_report`) opens the bulletin dialog (spec 01 §4).
 */

// ---- files ----

/** File record category: '1' quality file (质量文件), '2' safety file (安全文件). */
export const PROJECT_FILE_CATEGORY = { quality: '1', safety: '2' } as const;
/**
 * Documents (spec 01 §5 "File upload (documents)": 5 files, 300 MB each, doc/xls/ppt/txt/pdf,
 * and their Office Open XML forms), plus the images the browser previews like PDFs.
 */
export const DOCUMENT_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'pdf',
  'png',
  'jpg',
  'jpeg',
] as const;
export const DOCUMENT_MAX_FILES = 5;
export const DOCUMENT_MAX_MB = 300;
/** Files the browser shows itself (the download path serves them inline). */
export const PREVIEW_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
/** The folder of quality files added without one. */
export const DEFAULT_FILE_FOLDER = '默认';

/** One uploaded file as POST /file/upload answered it. */
export const documentRef = z.object({ name: str().trim().min(1).max(255), url: str().trim().min(1).max(500) });

const folderName = str()
  .trim()
  .max(50)
  .refine((v) => !/[\\/]/.test(v), { error: 'no slashes in a folder name' })
  .optional()
  .transform((v) => v || DEFAULT_FILE_FOLDER);

/** POST /business/safetyFile/addQualityFile: 1–5 uploaded documents into a folder. */
export const qualityFileBody = z.object({
  projectId: bodyId,
  folder: folderName,
  files: z.array(documentRef).min(1).max(50),
});
export type QualityFileBody = z.input<typeof qualityFileBody>;

/** PUT /business/safetyFile/editQualityFile: rename a quality file or move it to another folder. */
export const qualityFileEdit = z.object({
  fileId: bodyId,
  fileName: str().trim().min(1).max(255),
  folder: folderName,
});
export type QualityFileEdit = z.input<typeof qualityFileEdit>;

/** POST /business/safetyFile/addSafetyFile: 1–5 uploaded documents. */
export const safetyFileBody = z.object({ projectId: bodyId, files: z.array(documentRef).min(1).max(50) });
export type SafetyFileBody = z.input<typeof safetyFileBody>;

export const projectFileRow = z.object({
  fileId: z.number().int(),
  projectId: z.number().int(),
  category: z.enum(['1', '2']),
  folder: z.string(),
  fileName: z.string(),
  url: z.string(),
  /** The extension (doc, pdf, png, …). */
  fileType: z.string(),
  size: z.number().int(),
  /** Shown in the browser (PDF, images) through the download path. */
  preview: z.boolean(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateTime: apiTime.nullable(),
});
export type ProjectFileRow = ApiWire<typeof projectFileRow>;

/** GET /business/safetyFile/listQualityFile */
export const qualityFileQuery = pageQuery.extend({
  projectId: num(z.number().int().min(1)),
  folder: textFilter(50),
  fileName: textFilter(100),
});
/** GET /business/safetyFile/listSafetyFile */
export const safetyFileQuery = pageQuery.extend({
  projectId: num(z.number().int().min(1)),
  fileName: textFilter(100),
});

/** GET /business/safetyFile/getQualityFileFolders?projectId=: the folders with their file counts. */
export const fileFoldersQuery = z.object({ projectId: num(z.number().int().min(1)) });
export const fileFolderRow = z.object({ folder: z.string(), count: z.number().int() });
export type FileFolderRow = ApiWire<typeof fileFolderRow>;

// ---- safety reports (安全专项检查通报) ----

/** Photos of a report's problem and of its rectification: image uploads, at most 5 each. */
export const REPORT_PHOTO_MAX = 5;

const text = (max: number) =>
  str()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** POST /business/safetyFile/addSafetyReport: the bulletin; every other project member gets a message. */
export const safetyReportBody = z.object({
  projectId: bodyId,
  title: str().trim().min(1).max(100),
  level: z.enum(PROBLEM_LEVELS),
  type: z.enum(HAZARD_TYPES),
  /** Inspecting unit (检查单位). */
  dept: str().trim().min(1).max(50),
  /** Inspection time `YYYY-MM-DD[ HH:mm[:ss]]`. */
  inspectionTime: dayOrTime,
  inspectionContent: str().trim().min(1).max(500),
  /** Participants, comma-joined names. */
  participants: text(500),
  /** Handler (处理人). */
  processed: text(30),
  /** The bulletin's text. */
  content: str().trim().min(1).max(2000),
  problem: text(500),
  problemFiles: str().trim().max(2500).default(''),
  rectification: text(500),
  rectificationFiles: str().trim().max(2500).default(''),
});
export type SafetyReportBody = z.input<typeof safetyReportBody>;

export const safetyReportRow = z.object({
  reportId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  title: z.string(),
  level: z.string(),
  type: z.string(),
  dept: z.string(),
  inspectionTime: apiTime,
  inspectionContent: z.string(),
  participants: z.string().nullable(),
  processed: z.string().nullable(),
  content: z.string(),
  problem: z.string().nullable(),
  problemFiles: z.string(),
  rectification: z.string().nullable(),
  rectificationFiles: z.string(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type SafetyReportRow = ApiWire<typeof safetyReportRow>;

/** GET /business/safetyFile/listSafetyReport: a project's bulletins, newest inspection first. */
export const safetyReportQuery = pageQuery.extend({
  projectId: num(z.number().int().min(1)),
  title: textFilter(100),
  type: z
    .enum(['', ...HAZARD_TYPES])
    .optional()
    .transform((v) => v || undefined),
  level: z
    .enum(['', ...PROBLEM_LEVELS])
    .optional()
    .transform((v) => v || undefined),
});
