import type { PlanLinkType, PlanStatus } from '@zj/contract';
import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, jsonb, pgTable, real, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../core/db/columns.ts';

/** What a record's snapshot keeps: the tasks and links as they were (see PlanSnapshot in plan-records.ts). */
export interface SnapshotTask {
  id: number;
  name: string;
  level: number;
  duration: number;
  start: string;
  finish: string;
  milestone: boolean;
}
export interface SnapshotLink {
  from: number;
  to: number;
  type: PlanLinkType;
  lag: number;
}
/** A plan's working calendar as stored (MS Project's minutes per day kept for the exchange). */
export interface StoredCalendar {
  weekendDays: number[];
  holidays: string[];
  workdays: string[];
  minutesPerDay?: number;
}
/** A change against the version before: a catalogue key and its parameters (shown in the reader's language). */
export interface PlanChange {
  key: string;
  params: Record<string, string | number>;
}

/**
 * 进度计划 (issue 26): a project's plan — a schedule of tasks on its own working calendar — with its
 * approval state, the approved version's number and the public link's token. `finish_date` is the
 * computed finish, cached with every save.
 */
export const bizPlan = pgTable(
  'biz_plan',
  {
    planId: id('plan_id'),
    projectId: ref('project_id').notNull(),
    parentId: ref('parent_id'),
    planName: varchar('plan_name', { length: 100 }).notNull(),
    planGroup: varchar('plan_group', { length: 20 }).notNull(),
    tag: varchar('tag', { length: 20 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: char('status', { length: 1 }).$type<PlanStatus>().notNull().default('0'),
    versionNo: integer('version_no').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    finishDate: date('finish_date', { mode: 'string' }),
    /** Working days from start to finish (cached with the finish). */
    duration: integer('duration').notNull().default(0),
    calendar: jsonb('calendar').$type<StoredCalendar>().notNull(),
    /** The workflow instance of the current or last approval (计划审批). */
    orderId: ref('order_id'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    applyUserId: ref('apply_user_id'),
    applyBy: varchar('apply_by', { length: 64 }).notNull().default(''),
    applyTime: time('apply_time'),
    /** The public link's token (null: not shared). */
    shareToken: varchar('share_token', { length: 64 }),
    ...audit(),
  },
  (t) => [
    index('biz_plan_list_idx').on(t.projectId, t.sort, t.planId),
    index('biz_plan_group_idx').on(t.projectId, t.planGroup, t.sort),
    index('biz_plan_parent_idx').on(t.parentId),
    index('biz_plan_apply_idx').on(t.applyUserId, t.applyTime.desc()),
    uniqueIndex('biz_plan_share_idx').on(t.shareToken),
  ],
);

/** A plan's tasks in outline order (`sort`), with the schedule computed at the last save. */
export const bizPlanTask = pgTable(
  'biz_plan_task',
  {
    taskId: id('task_id'),
    planId: ref('plan_id').notNull(),
    projectId: ref('project_id').notNull(),
    /** The MS Project UID (kept through import and export). */
    uid: integer('uid').notNull(),
    sort: integer('sort').notNull(),
    outlineLevel: integer('outline_level').notNull(),
    wbs: varchar('wbs', { length: 50 }).notNull().default(''),
    taskName: varchar('task_name', { length: 200 }).notNull(),
    duration: integer('duration').notNull(),
    milestone: boolean('milestone').notNull().default(false),
    startNoEarlierThan: date('start_no_earlier_than', { mode: 'string' }),
    start: date('start', { mode: 'string' }).notNull(),
    finish: date('finish', { mode: 'string' }).notNull(),
    totalFloat: integer('total_float').notNull().default(0),
    freeFloat: integer('free_float').notNull().default(0),
    critical: boolean('critical').notNull().default(false),
    summary: boolean('summary').notNull().default(false),
    percentComplete: real('percent_complete').notNull().default(0),
    actualStart: date('actual_start', { mode: 'string' }),
    actualFinish: date('actual_finish', { mode: 'string' }),
    baselineStart: date('baseline_start', { mode: 'string' }),
    baselineFinish: date('baseline_finish', { mode: 'string' }),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
  },
  (t) => [index('biz_plan_task_plan_idx').on(t.planId, t.sort)],
);

/** Links between tasks of one plan: FS, SS, FF, SF with a lag in working days. */
export const bizPlanLink = pgTable(
  'biz_plan_link',
  {
    linkId: id('link_id'),
    planId: ref('plan_id').notNull(),
    fromTaskId: ref('from_task_id').notNull(),
    toTaskId: ref('to_task_id').notNull(),
    type: varchar('type', { length: 2 }).$type<PlanLinkType>().notNull(),
    lag: integer('lag').notNull().default(0),
  },
  (t) => [index('biz_plan_link_plan_idx').on(t.planId, t.linkId)],
);

/** 4D: a task bound to a model component of one of the project's bands, by GlobalId. */
export const bizPlanBinding = pgTable(
  'biz_plan_binding',
  {
    bindId: id('bind_id'),
    planId: ref('plan_id').notNull(),
    taskId: ref('task_id').notNull(),
    projectId: ref('project_id').notNull(),
    bandId: ref('band_id').notNull(),
    globalId: varchar('global_id', { length: 22 }).notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('biz_plan_binding_uq').on(t.taskId, t.bandId, t.globalId),
    index('biz_plan_binding_list_idx').on(t.planId, t.bindId),
    index('biz_plan_binding_band_idx').on(t.planId, t.bandId, t.bindId),
  ],
);

/** A plan's versions: approvals, changes after approval, manual records, imports (and rejections). */
export const bizPlanRecord = pgTable(
  'biz_plan_record',
  {
    recordId: id('record_id'),
    planId: ref('plan_id').notNull(),
    versionNo: integer('version_no').notNull(),
    /** '0' 手动记录, '1' 批准, '2' 变更, '3' 驳回, '4' 导入 */
    recordType: char('record_type', { length: 1 }).$type<'0' | '1' | '2' | '3' | '4'>().notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    changes: jsonb('changes').$type<PlanChange[]>().notNull().default(sql`'[]'::jsonb`),
    snapshot: jsonb('snapshot').$type<{ tasks: SnapshotTask[]; links: SnapshotLink[] }>().notNull(),
    taskCount: integer('task_count').notNull().default(0),
    finishDate: date('finish_date', { mode: 'string' }),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_plan_record_list_idx').on(t.planId, t.recordId.desc())],
);

/** The date a project's status (biz_project.status, 未开工/在建/停工/竣工) was set from. */
export const bizPlanProjectStatus = pgTable('biz_plan_project_status', {
  projectId: ref('project_id').primaryKey(),
  status: char('status', { length: 1 }).notNull(),
  statusDate: date('status_date', { mode: 'string' }).notNull(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: time('update_time').notNull().defaultNow(),
});
