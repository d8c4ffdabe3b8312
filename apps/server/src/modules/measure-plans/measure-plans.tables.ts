import type { MeasureStatus } from '@zj/contract';
import { char, date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../core/db/columns.ts';

/**
 * 措施计划 (issue 26): a project's measure — its category (dictionary biz_measure_category), what
 * is to be done, its owner (a member of the project), its deadline and attachments (comma-joined
 * upload URLs) — with its approval state (the workflow instance of 措施审批) and its completion.
 */
export const bizMeasurePlan = pgTable(
  'biz_measure_plan',
  {
    measureId: id('measure_id'),
    projectId: ref('project_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    ownerId: ref('owner_id').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: char('status', { length: 1 }).$type<MeasureStatus>().notNull().default('0'),
    attachments: varchar('attachments', { length: 1000 }).notNull().default(''),
    /** The workflow instance of the current or last approval (措施审批). */
    orderId: ref('order_id'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    applyUserId: ref('apply_user_id'),
    applyBy: varchar('apply_by', { length: 64 }).notNull().default(''),
    applyTime: time('apply_time'),
    completionNote: varchar('completion_note', { length: 500 }).notNull().default(''),
    completionFiles: varchar('completion_files', { length: 1000 }).notNull().default(''),
    completedBy: varchar('completed_by', { length: 64 }).notNull().default(''),
    completeTime: time('complete_time'),
    ...audit(),
  },
  (t) => [
    // The list: a project's measures by deadline (its range and the overdue filter read it too).
    index('biz_measure_plan_deadline_idx').on(t.projectId, t.deadline, t.measureId),
    // By status (审批中, 已完成 …), then deadline.
    index('biz_measure_plan_status_idx').on(t.projectId, t.status, t.deadline),
    // By category, then deadline.
    index('biz_measure_plan_category_idx').on(t.projectId, t.category, t.deadline),
    // A person's measures.
    index('biz_measure_plan_owner_idx').on(t.ownerId, t.deadline),
  ],
);

export type MeasurePlan = typeof bizMeasurePlan.$inferSelect;
