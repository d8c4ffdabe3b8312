import { z } from 'zod';
import { bodyId, isRealDayOrTime, num, str, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Plans and schedules (issue 26, spec 01 §3/§4/§7 "Plan"): a project's plans — schedules of tasks
 * in an outline (WBS) with links of the four types and lags, on a working calendar — their
 * approval through the seeded process 计划审批 (approval makes the plan the baseline; rejection by
 * `POST /system/order/taskDealBh` with approve=2 returns it with the reason), the versions of every
 * change after approval (planRecord), MS Project XML exchange, a public read-only link, the 4D
 * binding of tasks to model components, and the project's progress and status.
 * Paths under /business/plan and /business/planRecord.
 */

export const PLAN_PERMS = {
  list: 'business:plan:list',
  query: 'business:plan:query',
  add: 'business:plan:add',
  edit: 'business:plan:edit',
  remove: 'business:plan:remove',
  /** Apply for approval (the approval itself is a task of 计划审批 in 待办). */
  apply: 'business:plan:apply',
  import: 'business:plan:import',
  export: 'business:plan:export',
  /** Create and revoke the public read-only link. */
  share: 'business:plan:share',
  /** Bind tasks to model components and unbind them (4D). */
  bind: 'business:plan:bind',
  /** Set the project's status (未开工/在建/停工/竣工) and its date. */
  projectStatus: 'business:plan:projectStatus',
} as const;

/** The dictionary of plan groups (spec: `group`); its values are the groups a plan belongs to. */
export const PLAN_GROUP_DICT = 'biz_plan_group';
/** The seeded groups: '0' 总进度计划, '1' 年度计划, '2' 月度计划, '3' 周计划 (more may be added to the dictionary). */
export const PLAN_GROUPS = { master: '0', year: '1', month: '2', week: '3' } as const;
const planGroup = str()
  .trim()
  .regex(/^\w{1,20}$/);

/** The seeded form of 计划审批 and the business table of its work orders (business id: the plan id). */
export const PLAN_APPROVAL = { formKey: 'plan_approval', bizTable: 'biz_plan' } as const;

/** A plan's approval status: '0' 编制中, '1' 审批中, '2' 已批准 (the baseline), '3' 已驳回. */
export const PLAN_STATUS = { draft: '0', applying: '1', approved: '2', rejected: '3' } as const;
export const planStatus = z.enum(['0', '1', '2', '3']);
export type PlanStatus = z.infer<typeof planStatus>;

/** The project's status (dict biz_project_status): '0' 未开工, '1' 在建, '2' 停工, '3' 竣工. */
export const projectStatus = z.enum(['0', '1', '2', '3']);

/** The four link types: finish-to-start, start-to-start, finish-to-finish, start-to-finish. */
export const linkType = z.enum(['FS', 'SS', 'FF', 'SF']);
export type PlanLinkType = z.infer<typeof linkType>;

/** A task's state on a day (4D colours, progress): 未开始, 进行中, 已完成, 已延误. */
export const taskState = z.enum(['notStarted', 'inProgress', 'done', 'late']);
export type TaskState = z.infer<typeof taskState>;

/** Limits of one plan (the benchmark's plan — 10 000 tasks, 15 000 links — fits). */
export const PLAN_MAX_TASKS = 20_000;
export const PLAN_MAX_LINKS = 40_000;
/** Longest duration or lag, in working days (the scheduling core's limit). */
export const PLAN_MAX_DAYS = 100_000;

/** A calendar day `YYYY-MM-DD` that exists. */
export const planDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealDayOrTime, { error: 'no such day' });
const optionalDay = z
  .union([z.literal('').transform(() => null), planDay])
  .nullable()
  .optional();
const queryId = num(z.number().int().min(1));
const optionalQueryId = z.union([z.literal('').transform(() => undefined), queryId]).optional();
const planName = str().trim().min(1).max(100);
const remark = str().trim().max(500);
const percent = num(z.number().min(0).max(100));
const days = num(z.number().int().min(0).max(PLAN_MAX_DAYS));

// ---- calendar -----------------------------------------------------------------------------

/** A plan's working calendar (a copy of the default China calendar, editable per plan). */
export const planCalendar = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekendDays: z.array(num(z.number().int().min(0).max(6))).max(7),
  /** Days off (法定节假日). */
  holidays: z.array(planDay).max(3000),
  /** Days worked that would be off (调休). */
  workdays: z.array(planDay).max(3000),
});
export type PlanCalendar = z.input<typeof planCalendar>;
/** The calendar as answered (plain values: an answer is encoded, never coerced). */
export const planCalendarRow = z.object({
  weekendDays: z.array(z.number().int()),
  holidays: z.array(z.string()),
  workdays: z.array(z.string()),
});

// ---- tasks and links ----------------------------------------------------------------------

/**
 * A task as the gantt and the API write it. `id`: the task's id as text — an existing task's
 * `taskId`, or any new text (e.g. 'n1') for a task created in the editor; the server gives new
 * tasks ids and keeps those of existing ones (bindings and records follow them).
 */
export const planTaskBody = z.object({
  id: str().trim().min(1).max(40),
  taskName: str().trim().min(1).max(200),
  /** 1 = top level; a task's parent is the nearest earlier task one level up (MS Project's outline). */
  outlineLevel: num(z.number().int().min(1).max(50)),
  wbs: str().trim().max(50).optional(),
  /** Working days; ignored for a summary task (it spans its children). */
  duration: days,
  milestone: z.boolean().optional(),
  startNoEarlierThan: optionalDay,
  percentComplete: percent.optional(),
  actualStart: optionalDay,
  actualFinish: optionalDay,
  remark: remark.optional(),
});
export type PlanTaskBody = z.input<typeof planTaskBody>;

/** A link from the predecessor `from` to the successor `to` (task ids as in `tasks`). */
export const planLinkBody = z.object({
  from: str().trim().min(1).max(40),
  to: str().trim().min(1).max(40),
  type: linkType,
  /** Working days; negative is a lead. */
  lag: num(z.number().int().min(-PLAN_MAX_DAYS).max(PLAN_MAX_DAYS)),
});
export type PlanLinkBody = z.input<typeof planLinkBody>;

/** A task as read: what was written, with the computed schedule and the baseline. */
export const planTaskRow = z.object({
  taskId: z.number().int(),
  /** The MS Project UID (kept through import and export). */
  uid: z.number().int(),
  sort: z.number().int(),
  outlineLevel: z.number().int(),
  /** The parent's taskId, null at the top. */
  parentId: z.number().int().nullable(),
  wbs: z.string(),
  taskName: z.string(),
  duration: z.number().int(),
  milestone: z.boolean(),
  summary: z.boolean(),
  startNoEarlierThan: z.string().nullable(),
  /** Early start and finish, computed on the plan's calendar. */
  start: z.string(),
  finish: z.string(),
  percentComplete: z.number(),
  actualStart: z.string().nullable(),
  actualFinish: z.string().nullable(),
  /** The approved baseline (null before the first approval, or for a task added after it). */
  baselineStart: z.string().nullable(),
  baselineFinish: z.string().nullable(),
  totalFloat: z.number().int(),
  freeFloat: z.number().int(),
  critical: z.boolean(),
  /** Model components bound to the task. */
  boundCount: z.number().int(),
  remark: z.string(),
});
export type PlanTaskRow = ApiWire<typeof planTaskRow>;

export const planLinkRow = z.object({
  linkId: z.number().int(),
  fromTaskId: z.number().int(),
  toTaskId: z.number().int(),
  type: linkType,
  lag: z.number().int(),
});
export type PlanLinkRow = ApiWire<typeof planLinkRow>;

// ---- plans --------------------------------------------------------------------------------

export const planQuery = pageQuery.extend({
  projectId: queryId,
  planName: textFilter(),
  planGroup: textFilter(20),
  status: z.union([z.literal('').transform(() => undefined), planStatus]).optional(),
  /** Child plans of this plan; absent: every plan of the project. */
  parentId: optionalQueryId,
  tag: textFilter(20),
});
export type PlanQuery = z.input<typeof planQuery>;

export const planRow = z.object({
  planId: z.number().int(),
  projectId: z.number().int(),
  parentId: z.number().int().nullable(),
  planName: z.string(),
  planGroup: z.string(),
  tag: z.string(),
  sort: z.number().int(),
  status: planStatus,
  /** The number of the approved version (0 before the first approval). */
  versionNo: z.number().int(),
  /** The project start day the plan is scheduled from. */
  startDate: z.string(),
  /** The plan's finish (computed). */
  finishDate: z.string().nullable(),
  taskCount: z.number().int(),
  /** Work done: duration-weighted percent complete of the leaf tasks. */
  progress: z.number(),
  /** Where the baseline says the work should be today (duration-weighted). */
  plannedProgress: z.number().nullable(),
  /** The last rejection's reason while status is '3'. */
  rejectReason: z.string().nullable(),
  /** The work order of the current or last approval. */
  orderId: z.number().int().nullable(),
  remark: z.string(),
  createBy: z.string(),
  createTime: apiTime,
  updateTime: apiTime.nullable(),
});
export type PlanRow = ApiWire<typeof planRow>;

export const planDetail = planRow.extend({
  calendar: planCalendarRow,
  /** In outline order. */
  tasks: z.array(planTaskRow),
  links: z.array(planLinkRow),
  /** Working days from start to finish. */
  duration: z.number().int(),
  /** Whether the public read-only link is on. */
  shared: z.boolean(),
});
export type PlanDetail = ApiWire<typeof planDetail>;

export const planBody = z.object({
  projectId: bodyId,
  /** A child plan (e.g. a month plan under the master plan). */
  parentId: bodyId.nullable().optional(),
  planName,
  planGroup,
  tag: str().trim().max(20).optional(),
  startDate: planDay,
  remark: remark.optional(),
  calendar: planCalendar.optional(),
  tasks: z.array(planTaskBody).max(PLAN_MAX_TASKS).optional(),
  links: z.array(planLinkBody).max(PLAN_MAX_LINKS).optional(),
});
export type PlanBody = z.input<typeof planBody>;

/**
 * An edit: the plan's fields and, when `tasks` is sent, its whole task list and links (replaced in
 * one transaction, ids kept). An approved plan takes an edit only with `changeReason`: the edit
 * becomes its next version (a planRecord) and the plan goes back to 编制中 until applied again.
 */
export const planEditBody = planBody
  .omit({ projectId: true })
  .partial()
  .extend({
    planId: bodyId,
    changeReason: str().trim().max(500).optional(),
  });
export type PlanEditBody = z.input<typeof planEditBody>;

/** The groups of a project's plans (dictionary biz_plan_group) with how many plans each holds. */
export const planGroupQuery = z.object({ projectId: queryId });
export const planGroupRow = z.object({ planGroup: z.string(), label: z.string(), count: z.number().int() });
export type PlanGroupRow = ApiWire<typeof planGroupRow>;

export const planSortBody = z.object({
  projectId: bodyId,
  /** The project's plan ids in their new order. */
  planIds: z.array(bodyId).min(1).max(1000),
});
export const planTagBody = z.object({ planId: bodyId, tag: str().trim().max(20) });

/** A schedule computed without saving (the gantt's preview while editing). */
export const planCalculateBody = z.object({
  planId: bodyId,
  startDate: planDay.optional(),
  calendar: planCalendar.optional(),
  tasks: z.array(planTaskBody).max(PLAN_MAX_TASKS),
  links: z.array(planLinkBody).max(PLAN_MAX_LINKS),
});
export type PlanCalculateBody = z.input<typeof planCalculateBody>;
export const planCalculatedTask = z.object({
  id: z.string(),
  summary: z.boolean(),
  start: z.string(),
  finish: z.string(),
  totalFloat: z.number().int(),
  freeFloat: z.number().int(),
  critical: z.boolean(),
});
export const planCalculateResult = z.object({
  finishDate: z.string(),
  duration: z.number().int(),
  tasks: z.array(planCalculatedTask),
});
export type PlanCalculateResult = ApiWire<typeof planCalculateResult>;

// ---- approval -----------------------------------------------------------------------------

export const planApplyBody = z.object({ planId: bodyId, remark: remark.optional() });
/**
 * applylist (waiting for my approval) and getUserApplylist (my applications): across the projects
 * the caller may see (no project filter: these lists are not scoped to one project).
 */
export const planApplyQuery = pageQuery.extend({ planName: textFilter() });
export const planApplyRow = planRow.extend({
  projectName: z.string(),
  /** The open approval task (applylist: mine to handle). */
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  applyBy: z.string(),
  applyTime: apiTime.nullable(),
});
export type PlanApplyRow = ApiWire<typeof planApplyRow>;

export const planSwoQuery = z.object({ planId: queryId });
/** showPlanSwo: the plan's approval state and the steps of its approvals. */
export const planSwo = z.object({
  planId: z.number().int(),
  status: planStatus,
  orderId: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  steps: z.array(
    z.object({
      taskName: z.string(),
      assignee: z.string().nullable(),
      /** '1' approved, '2' rejected, null while open. */
      approve: z.string().nullable(),
      comment: z.string().nullable(),
      startTime: apiTime,
      endTime: apiTime.nullable(),
    }),
  ),
});
export type PlanSwo = ApiWire<typeof planSwo>;

// ---- records (versions) -------------------------------------------------------------------

export const planRecordBody = z.object({ planId: bodyId, reason: str().trim().min(1).max(500) });
export const planRecordQuery = pageQuery;
export const planRecordRow = z.object({
  recordId: z.number().int(),
  planId: z.number().int(),
  versionNo: z.number().int(),
  /** '0' 手动记录, '1' 批准, '2' 变更, '3' 驳回, '4' 导入 */
  recordType: z.enum(['0', '1', '2', '3', '4']),
  reason: z.string(),
  /** What changed against the version before, in the caller's language (task names, dates). */
  changes: z.array(z.string()),
  taskCount: z.number().int(),
  finishDate: z.string().nullable(),
  createBy: z.string(),
  createTime: apiTime,
});
export type PlanRecordRow = ApiWire<typeof planRecordRow>;

// ---- MS Project exchange and the public link ----------------------------------------------

/** The upload kind of an MS Project XML file (`/file/upload?kind=mspdi`): .xml. */
export const MSPDI_UPLOAD_KIND = 'mspdi';
export const MSPDI_MIME = 'application/xml';
export const planImportBody = z.object({
  projectId: bodyId,
  /** The URL POST /file/upload?kind=mspdi answered. */
  url: str().trim().min(1).max(300),
  planGroup,
  parentId: bodyId.nullable().optional(),
  /** Absent: the file's project name. */
  planName: planName.optional(),
});
export type PlanImportBody = z.input<typeof planImportBody>;
export const planImportResult = z.object({
  planId: z.number().int(),
  read: z.object({
    tasks: z.number().int(),
    summaries: z.number().int(),
    milestones: z.number().int(),
    links: z.number().int(),
    resources: z.number().int(),
    assignments: z.number().int(),
    holidays: z.number().int(),
    workdays: z.number().int(),
  }),
  /** What the file held that a plan does not keep, in the caller's language. */
  leftOut: z.array(z.string()),
});
export type PlanImportResult = ApiWire<typeof planImportResult>;

/** The token of the public link (/ganttScheduleView/:token). */
export const planShareToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

export const planShareRow = z.object({
  /** The unguessable token of /ganttScheduleView/:token (null: not shared). */
  token: z.string().nullable(),
});

// ---- 4D binding ---------------------------------------------------------------------------

export const planBindBody = z.object({
  planId: bodyId,
  taskId: bodyId,
  bandId: bodyId,
  globalIds: z
    .array(
      str()
        .trim()
        .regex(/^[0-9A-Za-z_$]{22}$/),
    )
    .min(1)
    .max(5000),
});
export type PlanBindBody = z.input<typeof planBindBody>;
export const planBandListQuery = pageQuery.extend({
  planId: queryId,
  taskId: optionalQueryId,
  bandId: optionalQueryId,
});
export const planBindingRow = z.object({
  bindId: z.number().int(),
  planId: z.number().int(),
  taskId: z.number().int(),
  taskName: z.string(),
  bandId: z.number().int(),
  bandName: z.string(),
  globalId: z.string(),
  /** From the band's current version; null when it no longer holds the component. */
  elementName: z.string().nullable(),
  ifcClass: z.string().nullable(),
});
export type PlanBindingRow = ApiWire<typeof planBindingRow>;

/** The 4D state of every bound component on a day. */
export const planFourDQuery = z.object({ planId: queryId, date: planDay });
export const planFourDRow = z.object({
  globalId: z.string(),
  bandId: z.number().int(),
  taskId: z.number().int(),
  state: taskState,
});

// ---- project progress and status ----------------------------------------------------------

export const planProgressQuery = z.object({ projectId: queryId });
export const projectProgress = z.object({
  projectId: z.number().int(),
  /** The master plan the figures come from (the first approved 总进度计划, else the first plan). */
  planId: z.number().int().nullable(),
  planName: z.string().nullable(),
  startDate: z.string().nullable(),
  finishDate: z.string().nullable(),
  progress: z.number(),
  plannedProgress: z.number().nullable(),
  lateTasks: z.number().int(),
  projectStatus,
  statusDate: z.string().nullable(),
});
export type ProjectProgress = ApiWire<typeof projectProgress>;
export const projectProgressForMap = projectProgress.extend({ projectName: z.string() });
export type ProjectProgressForMap = ApiWire<typeof projectProgressForMap>;

export const projectStatusBody = z.object({ projectId: bodyId, projectStatus, statusDate: planDay });
export type ProjectStatusBody = z.input<typeof projectStatusBody>;
