import { sql } from 'drizzle-orm';
import { char, date, index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../core/db/columns.ts';

/**
 * Problems of every kind (kind '0' model, '1' quality, '2' safety) in one table: one list, one
 * dialog, one status machine (1 信息确认, 2 申请完成, 3 整改完成) and SQL aggregates over it.
 * Sized for a million rows: every list and figure filters one project and one kind first, so
 * the indexes lead with (project_id, kind); lists page by problem_id descending (a backward scan
 * of the ascending indexes).
 */
export const bizProblem = pgTable(
  'biz_problem',
  {
    problemId: id('problem_id'),
    projectId: ref('project_id').notNull(),
    kind: char('kind', { length: 1 }).notNull().default('1'),
    name: varchar('name', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    /** 一般 / 重要 / 次要 (dictionary problem_level: the label itself is stored). */
    level: varchar('level', { length: 20 }).notNull(),
    /** 随机抽查 … (dictionary problem_type). */
    type: varchar('type', { length: 20 }).notNull().default('随机抽查'),
    /** Safety problems: 高空作业 / 用电 / 用水 / 消防 / 文明施工 (dictionary hazard_type). */
    hazardType: varchar('hazard_type', { length: 20 }),
    status: smallint('status').notNull().default(1),
    /** Comma-joined photo URLs (uploads of this system). */
    files: varchar('files', { length: 2000 }).notNull().default(''),
    location: varchar('location', { length: 100 }).notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    /** The linked building component: its name (extend1), BIM id, and the model band. */
    extend1: varchar('extend1', { length: 100 }).notNull().default(''),
    componentId: varchar('component_id', { length: 100 }).notNull().default(''),
    bandId: ref('band_id'),
    bandName: varchar('band_name', { length: 100 }).notNull().default(''),
    /** Model problems: '1' once closed. */
    closed: char('closed', { length: 1 }).notNull().default('0'),
    creatorId: ref('creator_id').notNull(),
    /** Kept by the rectifications' insert (list rows show it without a count per row). */
    rectificationCount: integer('rectification_count').notNull().default(0),
    /** The approval of the latest application for completion, and the reason when it was rejected. */
    instanceId: ref('instance_id'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** The creator's public link (null: not shared). */
    shareToken: varchar('share_token', { length: 64 }),
    ...audit(),
  },
  (t) => [
    // The list: a project's problems of a kind, newest first (and every figure of the project).
    index('biz_problem_list_idx').on(t.projectId, t.kind, t.problemId),
    // The status filter, and every figure of the dashboards: the columns after problem_id (unique,
    // so they never change the order) carry what the figures read, making them index-only scans.
    index('biz_problem_figures_idx').on(
      t.projectId,
      t.kind,
      t.status,
      t.problemId,
      t.dueDate,
      t.createTime,
      t.updateTime,
      t.level,
      t.type,
      t.hazardType,
    ),
    // Date filters, today's problems and the trend by day.
    index('biz_problem_time_idx').on(t.projectId, t.kind, t.createTime),
    uniqueIndex('biz_problem_share_idx').on(t.shareToken).where(sql`share_token is not null`),
  ],
);

/** Collaborators (implementerUser) of a problem: project members, with the name they had. */
export const bizProblemUser = pgTable(
  'biz_problem_user',
  {
    problemId: ref('problem_id')
      .notNull()
      .references(() => bizProblem.problemId, { onDelete: 'cascade' }),
    userId: ref('user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.problemId, t.userId] }),
    // A user's problems (getNewProblem, the collaborator filter).
    index('biz_problem_user_user_idx').on(t.userId, t.problemId),
  ],
);

/** Read state per user: a row once the user opened the problem (or marked all read). */
export const bizProblemRead = pgTable(
  'biz_problem_read',
  {
    problemId: ref('problem_id')
      .notNull()
      .references(() => bizProblem.problemId, { onDelete: 'cascade' }),
    userId: ref('user_id').notNull(),
    readTime: time('read_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.userId] })],
);

/** 整改: what was done, with 1–3 photos. */
export const bizProblemRectification = pgTable(
  'biz_problem_rectification',
  {
    id: id('id'),
    problemId: ref('problem_id')
      .notNull()
      .references(() => bizProblem.problemId, { onDelete: 'cascade' }),
    projectId: ref('project_id').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    files: varchar('files', { length: 2000 }).notNull(),
    creatorId: ref('creator_id').notNull(),
    creator: varchar('creator', { length: 64 }).notNull(),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_problem_rectification_problem_idx').on(t.problemId, t.id)],
);

/** The problem's chat. */
export const bizProblemComment = pgTable(
  'biz_problem_comment',
  {
    id: id('id'),
    problemId: ref('problem_id')
      .notNull()
      .references(() => bizProblem.problemId, { onDelete: 'cascade' }),
    projectId: ref('project_id').notNull(),
    commentDetail: varchar('comment_detail', { length: 500 }).notNull(),
    /** An attachment's URL and its original name. */
    extend1: varchar('extend1', { length: 500 }).notNull().default(''),
    extend2: varchar('extend2', { length: 255 }).notNull().default(''),
    userId: ref('user_id').notNull(),
    creator: varchar('creator', { length: 64 }).notNull(),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_problem_comment_problem_idx').on(t.problemId, t.id)],
);

/**
 * 专项检查通知 and its reply (the notice form of spec 02 §3): extend1 '2' safety, else quality;
 * `recipient` the comma-joined user ids (project members), each sent a message.
 */
export const bizProblemNotice = pgTable(
  'biz_problem_notice',
  {
    id: id('id'),
    projectId: ref('project_id').notNull(),
    problemId: ref('problem_id').references(() => bizProblem.problemId, { onDelete: 'cascade' }),
    extend1: char('extend1', { length: 1 }).notNull().default('1'),
    projectName: varchar('project_name', { length: 100 }).notNull().default(''),
    level: varchar('level', { length: 20 }).notNull().default(''),
    type: varchar('type', { length: 20 }).notNull().default(''),
    dept: varchar('dept', { length: 100 }).notNull().default(''),
    /** The inspection time (the form's createTime). */
    inspectionTime: time('inspection_time').notNull().defaultNow(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    problem: varchar('problem', { length: 500 }).notNull().default(''),
    problemFiles: varchar('problem_files', { length: 2000 }).notNull().default(''),
    inspectionContent: varchar('inspection_content', { length: 500 }).notNull().default(''),
    participants: varchar('participants', { length: 500 }).notNull().default(''),
    recipient: varchar('recipient', { length: 1000 }).notNull(),
    rectificationStatus: char('rectification_status', { length: 1 }).notNull().default('0'),
    rectification: varchar('rectification', { length: 500 }).notNull().default(''),
    rectificationFiles: varchar('rectification_files', { length: 2000 }).notNull().default(''),
    rectificationTime: time('rectification_time'),
    processed: varchar('processed', { length: 64 }).notNull().default(''),
    creatorId: ref('creator_id').notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('biz_problem_notice_project_idx').on(t.projectId, t.id),
    index('biz_problem_notice_problem_idx').on(t.problemId),
  ],
);
