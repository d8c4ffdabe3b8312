import { z } from 'zod';
import { bodyId, isRealDayOrTime, num, str, textFilter } from './common.ts';
import { DICT_TYPES } from './dicts.ts';
import { pageQuery } from './envelope.ts';
import { planSwo } from './plans.ts';
import { uploadUrlList } from './problems.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * 措施计划 (issue 26): a project's measures — 安全措施, 技术措施 (专项施工方案, 安全技术交底,
 * 季节性施工措施 …), 质量措施, 环保措施 — each with an owner of the project, a deadline and
 * attachments; approved through the seeded process 措施审批 (rejection by the task centre or
 * `POST /system/order/taskDealBh` approve=2 returns it with the reason) and closed by its owner
 * with a completion note. A measure past its deadline and not 已完成 is overdue. Paths under
 * /business/measure.
 */

export const MEASURE_PERMS = {
  /** The page's permission (menu 213): the list. */
  list: 'business:measure:list',
  query: 'business:measure:query',
  add: 'business:measure:add',
  edit: 'business:measure:edit',
  remove: 'business:measure:remove',
  /** Submit for approval (the approval itself is a task of 措施审批 in 待办). */
  apply: 'business:measure:apply',
  /** Close an approved measure with its completion note (完成). */
  complete: 'business:measure:complete',
} as const;

/** The dictionary of measure categories; its values are a measure's category. */
export const MEASURE_CATEGORY_DICT = DICT_TYPES.measureCategory;
/** The seeded categories: '0' 安全措施, '1' 技术措施, '2' 质量措施, '3' 环保措施 (more may be added to the dictionary). */
export const MEASURE_CATEGORIES = { safety: '0', technical: '1', quality: '2', environment: '3' } as const;

/** The seeded form of 措施审批 and the business table of its approvals (business id: the measure id). */
export const MEASURE_APPROVAL = { formKey: 'measure_apply', bizTable: 'biz_measure_plan' } as const;

/** A measure's status: '0' 草稿, '1' 审批中, '2' 已批准, '3' 已驳回, '4' 已完成. */
export const MEASURE_STATUS = { draft: '0', applying: '1', approved: '2', rejected: '3', done: '4' } as const;
export const measureStatus = z.enum(['0', '1', '2', '3', '4']);
export type MeasureStatus = z.infer<typeof measureStatus>;

/** Limits of one measure. */
export const MEASURE_LIMITS = { title: 100, content: 2000, note: 500, attachments: 10 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day `YYYY-MM-DD` that exists. */
export const measureDay = z
  .string()
  .regex(DAY)
  .refine((v) => isRealDayOrTime(v), { error: 'no such day' });
const queryId = num(z.number().int().min(1));
const emptyIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();
const category = str()
  .trim()
  .regex(/^\w{1,20}$/);
const attachments = uploadUrlList(MEASURE_LIMITS.attachments)
  .nullish()
  .transform((v) => v ?? '');

/** The fields of a measure its author writes. */
const measureFields = {
  title: str().trim().min(1).max(MEASURE_LIMITS.title),
  category,
  content: str().trim().min(1).max(MEASURE_LIMITS.content),
  /** The owner (负责人): a member of the measure's project. */
  ownerId: bodyId,
  deadline: measureDay,
  attachments,
  remark: str()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
};

/** POST /business/measure: a new measure (草稿) of a project. */
export const measureBody = z.object({ projectId: bodyId, ...measureFields });
export type MeasureBody = z.input<typeof measureBody>;
/** PUT /business/measure: a measure that is 草稿 or 已驳回 (its project stays). */
export const measureEditBody = z.object({ measureId: bodyId, ...measureFields });
export type MeasureEditBody = z.input<typeof measureEditBody>;

/** POST /business/measure/apply: submit a 草稿 or 已驳回 measure for approval. */
export const measureApplyBody = z.object({
  measureId: bodyId,
  remark: str().trim().max(500).optional(),
});
export type MeasureApplyBody = z.input<typeof measureApplyBody>;

/** POST /business/measure/complete: the owner closes an approved measure with what was done. */
export const measureCompleteBody = z.object({
  measureId: bodyId,
  completionNote: str().trim().min(1).max(MEASURE_LIMITS.note),
  completionFiles: attachments,
});
export type MeasureCompleteBody = z.input<typeof measureCompleteBody>;

/**
 * GET /business/measure/list: a project's measures, deadline first; by category, status, owner,
 * deadline range (both days included), overdue ('1' only overdue, '0' none overdue) and a keyword
 * in the title or content.
 */
export const measureQuery = pageQuery.extend({
  projectId: queryId,
  category: emptyIsAbsent(category),
  status: emptyIsAbsent(measureStatus),
  ownerId: emptyIsAbsent(queryId),
  beginDeadline: emptyIsAbsent(measureDay),
  endDeadline: emptyIsAbsent(measureDay),
  overdue: emptyIsAbsent(z.enum(['0', '1'])),
  keyword: textFilter(100),
});
export type MeasureQuery = z.input<typeof measureQuery>;

/** A row of the list. */
export const measureRow = z.object({
  measureId: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  category: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  deadline: z.string(),
  status: measureStatus,
  /** Past its deadline and not 已完成 (in the display zone's today). */
  overdue: z.boolean(),
  applyBy: z.string(),
  applyTime: apiTime.nullable(),
  completeTime: apiTime.nullable(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type MeasureRow = ApiWire<typeof measureRow>;

/** One measure (GET /business/measure/:measureId). */
export const measureDetail = measureRow.extend({
  projectName: z.string(),
  content: z.string(),
  attachments: z.string(),
  rejectReason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  completionNote: z.string(),
  completionFiles: z.string(),
  completedBy: z.string(),
  remark: z.string(),
  updateTime: apiTime.nullable(),
});
export type MeasureDetail = ApiWire<typeof measureDetail>;

/** GET /business/measure/approval/:measureId: the approval state and the steps of its current or last approval. */
export const measureApproval = z.object({
  measureId: z.number().int(),
  status: measureStatus,
  orderId: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  /** The steps as showPlanSwo gives a plan's. */
  steps: planSwo.shape.steps,
});
export type MeasureApproval = ApiWire<typeof measureApproval>;
