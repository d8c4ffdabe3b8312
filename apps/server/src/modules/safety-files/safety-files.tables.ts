import { bigint, char, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../core/db/columns.ts';

/**
 * Quality files (category '1', in folders) and safety files (category '2') of a project: one row
 * per uploaded document, its URL from the one upload path.
 */
export const bizProjectFile = pgTable(
  'biz_project_file',
  {
    fileId: id('file_id'),
    projectId: ref('project_id').notNull(),
    category: char('category', { length: 1 }).$type<'1' | '2'>().notNull(),
    folder: varchar('folder', { length: 50 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    fileType: varchar('file_type', { length: 10 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ...audit(),
  },
  (t) => [
    // A project's files of a category (of one folder), newest first; the folder counts.
    index('biz_project_file_list_idx').on(t.projectId, t.category, t.folder, t.fileId.desc()),
    index('biz_project_file_recent_idx').on(t.projectId, t.category, t.fileId.desc()),
  ],
);

/** 安全专项检查通报: a safety report (bulletin) of a project; its members are told by message. */
export const bizSafetyReport = pgTable(
  'biz_safety_report',
  {
    reportId: id('report_id'),
    projectId: ref('project_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    level: varchar('level', { length: 10 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    dept: varchar('dept', { length: 50 }).notNull(),
    inspectionTime: time('inspection_time').notNull(),
    inspectionContent: varchar('inspection_content', { length: 500 }).notNull(),
    participants: varchar('participants', { length: 500 }),
    processed: varchar('processed', { length: 30 }),
    content: varchar('content', { length: 2000 }).notNull(),
    problem: varchar('problem', { length: 500 }),
    problemFiles: varchar('problem_files', { length: 2500 }).notNull().default(''),
    rectification: varchar('rectification', { length: 500 }),
    rectificationFiles: varchar('rectification_files', { length: 2500 }).notNull().default(''),
    ...audit(),
  },
  (t) => [index('biz_safety_report_list_idx').on(t.projectId, t.inspectionTime.desc(), t.reportId.desc())],
);
