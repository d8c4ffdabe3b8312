import { z } from 'zod';
import { bodyId, num, statusFlag, str, textFilter, timeRange } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/** Dictionary types seeded by the platform (RuoYi's plus the quality/safety ones of spec 02). */
export const DICT_TYPES = {
  userSex: 'sys_user_sex',
  showHide: 'sys_show_hide',
  normalDisable: 'sys_normal_disable',
  jobStatus: 'sys_job_status',
  jobGroup: 'sys_job_group',
  yesNo: 'sys_yes_no',
  noticeType: 'sys_notice_type',
  noticeStatus: 'sys_notice_status',
  operType: 'sys_oper_type',
  commonStatus: 'sys_common_status',
  problemLevel: 'problem_level',
  hazardType: 'hazard_type',
  problemType: 'problem_type',
  problemStatus: 'problem_status',
  projectStatus: 'biz_project_status',
  projectType: 'biz_project_type',
  projectUserType: 'biz_project_user_type',
  projectNewsType: 'biz_project_news_type',
  planGroup: 'biz_plan_group',
  measureCategory: 'biz_measure_category',
} as const;

/** A dictionary type: letters first, then letters, digits and underscores (RuoYi's rule). */
const dictTypeName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/);

export const dictTypeFilters = z.object({
  dictName: textFilter(100),
  dictType: textFilter(100),
  status: z.enum(['0', '1', '']).optional(),
  ...timeRange,
});
export const dictTypeQuery = pageQuery.extend({
  ...dictTypeFilters.shape,
  ...sortQuery('dictId', 'dictName', 'dictType', 'status', 'createTime'),
});
export type DictTypeQuery = z.infer<typeof dictTypeQuery>;
export type DictTypeFilters = Partial<z.infer<typeof dictTypeFilters>>;

export const dictTypeBody = z.object({
  dictName: str().trim().min(1).max(100),
  dictType: dictTypeName,
  status: statusFlag.default('0'),
  remark: str().max(500).nullish(),
});
export type DictTypeBody = z.infer<typeof dictTypeBody>;
export const dictTypeUpdateBody = dictTypeBody.extend({ dictId: bodyId });
export type DictTypeUpdateBody = z.infer<typeof dictTypeUpdateBody>;

export const dictTypeRow = z.object({
  dictId: z.number().int(),
  dictName: z.string(),
  dictType: z.string(),
  status: z.string(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
  remark: z.string().nullable(),
});
export type DictTypeRow = ApiWire<typeof dictTypeRow>;

export const dictDataFilters = z.object({
  dictType: textFilter(100),
  dictLabel: textFilter(100),
  status: z.enum(['0', '1', '']).optional(),
});
export const dictDataQuery = pageQuery.extend({
  ...dictDataFilters.shape,
  ...sortQuery('dictCode', 'dictLabel', 'dictValue', 'dictSort', 'status', 'createTime'),
});
export type DictDataQuery = z.infer<typeof dictDataQuery>;
export type DictDataFilters = Partial<z.infer<typeof dictDataFilters>>;

/** Tag styles of dictionary data (element-ui / antd tag types). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger', ''] as const;

export const dictDataBody = z.object({
  dictSort: num(z.number().int().min(0).max(9999)).default(0),
  dictLabel: str().trim().min(1).max(100),
  dictValue: str().trim().min(1).max(100),
  dictType: dictTypeName,
  cssClass: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w\s-]*$/)
    .nullish(),
  listClass: z.enum(LIST_CLASSES).nullish(),
  isDefault: z.enum(['Y', 'N']).default('N'),
  status: statusFlag.default('0'),
  remark: str().max(500).nullish(),
});
export type DictDataBody = z.infer<typeof dictDataBody>;
export const dictDataUpdateBody = dictDataBody.extend({ dictCode: bodyId });
export type DictDataUpdateBody = z.infer<typeof dictDataUpdateBody>;

export const dictDataRow = z.object({
  dictCode: z.number().int(),
  dictSort: z.number().int(),
  dictLabel: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string(),
  listClass: z.string(),
  isDefault: z.string(),
  /** isDefault === 'Y' (RuoYi's `default`) */
  default: z.boolean(),
  status: z.string(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
  remark: z.string().nullable(),
});
export type DictDataRow = ApiWire<typeof dictDataRow>;
