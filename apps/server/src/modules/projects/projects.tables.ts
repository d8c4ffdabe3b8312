import { index, integer, numeric, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../core/db/columns.ts';

/** Extended figures of a project (saveProjectDetail). */
export const bizProjectDetail = pgTable('biz_project_detail', {
  projectId: ref('project_id').primaryKey(),
  totalInvestment: numeric('total_investment', { precision: 14, scale: 2, mode: 'number' }),
  buildingArea: numeric('building_area', { precision: 14, scale: 2, mode: 'number' }),
  floorsAbove: integer('floors_above'),
  floorsBelow: integer('floors_below'),
  contractDays: integer('contract_days'),
  overview: text('overview'),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: time('update_time'),
});

/** Projects a user starred (per user). */
export const bizProjectStar = pgTable(
  'biz_project_star',
  {
    userId: ref('user_id').notNull(),
    projectId: ref('project_id').notNull(),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('biz_project_star_project_idx').on(t.projectId)],
);

/** Bands (model bindings) of a project; the model module writes them. */
export const bizProjectBand = pgTable(
  'biz_project_band',
  {
    bandId: id('band_id'),
    projectId: ref('project_id').notNull(),
    bandName: varchar('band_name', { length: 100 }).notNull(),
    /** Display order within the project (the models module appends). */
    sort: integer('sort').notNull().default(0),
    ...audit(),
  },
  (t) => [index('biz_project_band_project_idx').on(t.projectId)],
);
