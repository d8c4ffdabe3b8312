import type { InspectionRow, MachineryRow, ManpowerRow, MaterialRow, WorkRow } from '@zj/contract';
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../core/db/columns.ts';

/** A problem found that day, with its name as it was when the log was saved (the signed record). */
export type LoggedProblem = { problemId: number; name: string };
/**
 * A work row as stored: the plan task's WBS and name as they were when the log was saved. Rows
 * written before quantities and names were kept lack those fields (read as null).
 */
export type LoggedWork = Omit<WorkRow, 'quantity'> & { quantity?: number | null; planTaskName?: string | null };

/**
 * 施工日志: one construction daily per project and day. Its sections (manpower, machinery, work
 * done, materials, inspections, problems found) are jsonb arrays of the row — they are always read
 * and written with their log and never queried on their own (docs/decisions.md). A work row's
 * planTaskId names a task of the plans module, kept without a foreign key.
 */
export const bizConstructionLog = pgTable(
  'biz_construction_log',
  {
    logId: id('log_id'),
    projectId: ref('project_id').notNull(),
    logDate: date('log_date', { mode: 'string' }).notNull(),
    weather: varchar('weather', { length: 50 }).notNull(),
    temperatureLow: smallint('temperature_low'),
    temperatureHigh: smallint('temperature_high'),
    wind: varchar('wind', { length: 20 }).notNull().default(''),
    manpower: jsonb('manpower').$type<ManpowerRow[]>().notNull().default([]),
    /** The day's headcount (the sum of the manpower rows), for the list. */
    headcount: integer('headcount').notNull().default(0),
    machinery: jsonb('machinery').$type<MachineryRow[]>().notNull().default([]),
    work: jsonb('work').$type<LoggedWork[]>().notNull().default([]),
    materials: jsonb('materials').$type<MaterialRow[]>().notNull().default([]),
    inspections: jsonb('inspections').$type<InspectionRow[]>().notNull().default([]),
    problems: jsonb('problems').$type<LoggedProblem[]>().notNull().default([]),
    photos: varchar('photos', { length: 1000 }).notNull().default(''),
    /** The author (the user who wrote it); only they sign it. */
    authorId: ref('author_id').notNull(),
    signedBy: varchar('signed_by', { length: 64 }),
    signedTime: time('signed_time'),
    ...audit(),
  },
  (t) => [
    // One log a project a day; the list (newest day first), the month calendar and day ranges use it.
    uniqueIndex('biz_construction_log_day_uq').on(t.projectId, t.logDate),
    check('biz_construction_log_temperature', sql`${t.temperatureLow} <= ${t.temperatureHigh}`),
  ],
);

export type ConstructionLog = typeof bizConstructionLog.$inferSelect;
