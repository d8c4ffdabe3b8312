import { z } from 'zod';
import { bodyId, num, str, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Quality structure of a project per GB 50300-2013 (建筑工程施工质量验收统一标准): 分部工程
 * (quality branches) hold 分项工程 (itemizes), inspections (检验批 records) are made against an
 * 分项. Templates hold a whole structure that `applyQualityTemp` creates in a project at once.
 * Spec 02 §7 "Quality".
 */

/** Inspection result: '0' 合格 (passed), '1' 不合格 (failed). */
export const INSPECTION_RESULTS = ['0', '1'] as const;
/** Photos of an inspection: image uploads (spec 01 §9 "Upload images": 5 files, 20 MB, png/jpg/jpeg). */
export const INSPECTION_PHOTO_MAX = 5;
export const INSPECTION_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

const name = (max: number) => str().trim().min(1).max(max);
const optionalText = (max: number) =>
  str()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
/** `YYYY-MM-DD` that exists. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const parsed = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
  });
const projectIdQuery = num(z.number().int().min(1));

// ---- 分部工程 (quality branches) ----

/** POST /business/quality/addQualityBranch */
export const qualityBranchBody = z.object({
  projectId: bodyId,
  branchName: name(50),
  /** GB 50300 code of the 分部 (01 地基与基础 … 10 电梯), optional. */
  branchCode: optionalText(20),
  orderNum: z.number().int().min(0).max(9999).default(0),
  remark: optionalText(500),
});
export type QualityBranchBody = z.input<typeof qualityBranchBody>;

export const qualityBranchRow = z.object({
  branchId: z.number().int(),
  projectId: z.number().int(),
  branchName: z.string(),
  branchCode: z.string().nullable(),
  orderNum: z.number().int(),
  remark: z.string().nullable(),
  /** How many 分项 it holds. */
  itemizeCount: z.number().int(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type QualityBranchRow = ApiWire<typeof qualityBranchRow>;

/** GET /business/quality/list: a project's 分部, in order. */
export const qualityBranchQuery = pageQuery.extend({
  projectId: projectIdQuery,
  branchName: textFilter(50),
});

// ---- 分项工程 (itemizes) ----

/** POST /business/quality/addQualityItemize */
export const qualityItemizeBody = z.object({
  branchId: bodyId,
  itemizeName: name(50),
  orderNum: z.number().int().min(0).max(9999).default(0),
  remark: optionalText(500),
});
export type QualityItemizeBody = z.input<typeof qualityItemizeBody>;

export const qualityItemizeRow = z.object({
  itemizeId: z.number().int(),
  branchId: z.number().int(),
  branchName: z.string(),
  projectId: z.number().int(),
  itemizeName: z.string(),
  orderNum: z.number().int(),
  remark: z.string().nullable(),
  /** How many inspections were recorded against it. */
  inspectionCount: z.number().int(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type QualityItemizeRow = ApiWire<typeof qualityItemizeRow>;

/** GET /business/quality/listItemize: a project's 分项 (of one 分部 with branchId), in order. */
export const qualityItemizeQuery = pageQuery.extend({
  projectId: projectIdQuery,
  branchId: num(z.number().int().min(1)).optional(),
  itemizeName: textFilter(50),
});

// ---- inspections (检验批) ----

/** POST /business/quality/addQuality: one inspection of a 检验批 of an 分项. */
export const qualityInspectionBody = z.object({
  itemizeId: bodyId,
  /** The inspection lot (检验批), e.g. '3F 柱钢筋 第2批'. */
  lotName: name(100),
  inspectDate: calendarDay,
  inspector: name(30),
  result: z.enum(INSPECTION_RESULTS),
  /** Comma-joined URLs of image uploads (POST /file/upload?kind=image), at most 5. */
  photos: str().trim().max(2500).default(''),
  remark: optionalText(500),
});
export type QualityInspectionBody = z.input<typeof qualityInspectionBody>;

export const qualityInspectionRow = z.object({
  inspectionId: z.number().int(),
  projectId: z.number().int(),
  branchId: z.number().int(),
  branchName: z.string(),
  itemizeId: z.number().int(),
  itemizeName: z.string(),
  lotName: z.string(),
  inspectDate: z.string(),
  inspector: z.string(),
  result: z.enum(INSPECTION_RESULTS),
  photos: z.string(),
  remark: z.string().nullable(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type QualityInspectionRow = ApiWire<typeof qualityInspectionRow>;

/** GET /business/quality/listQuality: a project's inspections, newest inspection date first. */
export const qualityInspectionQuery = pageQuery.extend({
  projectId: projectIdQuery,
  branchId: num(z.number().int().min(1)).optional(),
  itemizeId: num(z.number().int().min(1)).optional(),
  result: z
    .enum(['', ...INSPECTION_RESULTS])
    .optional()
    .transform((v) => v || undefined),
  lotName: textFilter(100),
  beginDate: calendarDay.optional().or(z.literal('').transform(() => undefined)),
  endDate: calendarDay.optional().or(z.literal('').transform(() => undefined)),
});

// ---- templates ----

export const QUALITY_TEMPLATE_MAX_BRANCHES = 50;
export const QUALITY_TEMPLATE_MAX_ITEMIZES = 100;

export const qualityTemplateBranch = z.object({
  branchName: name(50),
  branchCode: optionalText(20),
  itemizes: z.array(name(50)).max(QUALITY_TEMPLATE_MAX_ITEMIZES),
});

/** POST /business/quality/addQualityTemp: a named structure of 分部 with their 分项 (no project). */
export const qualityTemplateBody = z.object({
  templateName: name(50),
  remark: optionalText(500),
  branches: z.array(qualityTemplateBranch).min(1).max(QUALITY_TEMPLATE_MAX_BRANCHES),
});
export type QualityTemplateBody = z.input<typeof qualityTemplateBody>;

export const qualityTemplateRow = z.object({
  templateId: z.number().int(),
  templateName: z.string(),
  remark: z.string().nullable(),
  branches: z.array(
    z.object({ branchName: z.string(), branchCode: z.string().nullable(), itemizes: z.array(z.string()) }),
  ),
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type QualityTemplateRow = ApiWire<typeof qualityTemplateRow>;

/** GET /business/quality/listQualityTemp */
export const qualityTemplateQuery = pageQuery.extend({ templateName: textFilter(50) });

/** POST /business/quality/applyQualityTemp/{id}: the project to build the structure in. */
export const qualityTemplateApplyBody = z.object({ projectId: bodyId });

/** What applying a template created. */
export const qualityTemplateApplied = z.object({ branches: z.number().int(), itemizes: z.number().int() });
