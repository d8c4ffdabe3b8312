import { doublePrecision, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, ref, time } from '../../core/db/columns.ts';

/**
 * 生产进度 (issue 26): the production item of a plan's leaf task — its unit and planned quantity.
 * The task is the plans module's (kept without a foreign key); the actual quantities are the daily
 * logs' work rows, read through the construction-logs module.
 */
export const bizProductionItem = pgTable(
  'biz_production_item',
  {
    itemId: id('item_id'),
    /** One item a task (the primary key of the lookups by task). */
    taskId: ref('task_id').notNull().unique('biz_production_item_task_uq'),
    planId: ref('plan_id').notNull(),
    projectId: ref('project_id').notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    plannedQuantity: doublePrecision('planned_quantity').notNull().default(0),
    updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
    updateTime: time('update_time').notNull().defaultNow(),
  },
  // The whole-plan chart reads a plan's items of one unit; the units of a plan.
  (t) => [index('biz_production_item_plan_idx').on(t.planId, t.unit)],
);

export type ProductionItem = typeof bizProductionItem.$inferSelect;
