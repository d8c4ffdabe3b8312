import { sql } from 'drizzle-orm';
import {
  char,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, flag, id, ref, textKey, time } from '../db/columns.ts';

/** Projects form a tree (parent_id, ancestors '0,1,5' as departments do). */
export const bizProject = pgTable(
  'biz_project',
  {
    projectId: id('project_id'),
    parentId: ref('parent_id').notNull().default(0),
    ancestors: varchar('ancestors', { length: 500 }).notNull().default('0'),
    projectName: varchar('project_name', { length: 100 }).notNull(),
    projectCode: varchar('project_code', { length: 64 }),
    /** dict biz_project_type */
    projectType: varchar('project_type', { length: 20 }),
    /** dict biz_project_status: 0 preparing, 1 under construction, 2 suspended, 3 completed */
    status: char('status', { length: 1 }).notNull().default('1'),
    address: varchar('address', { length: 255 }),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    ownerUnit: varchar('owner_unit', { length: 100 }),
    contractorUnit: varchar('contractor_unit', { length: 100 }),
    supervisorUnit: varchar('supervisor_unit', { length: 100 }),
    designUnit: varchar('design_unit', { length: 100 }),
    startDate: date('start_date', { mode: 'string' }),
    plannedEndDate: date('planned_end_date', { mode: 'string' }),
    cover: varchar('cover', { length: 500 }),
    description: varchar('description', { length: 2000 }),
    orderNum: integer('order_num').notNull().default(0),
    /** '1' archived (归档) */
    isPlace: flag('is_place'),
    placeTime: time('place_time'),
    delFlag: flag('del_flag'),
    ...audit(),
  },
  (t) => [
    index('biz_project_parent_idx').on(t.parentId).where(sql`del_flag = '0'`),
    index('biz_project_list_idx').on(t.isPlace, t.orderNum, t.projectId).where(sql`del_flag = '0'`),
    uniqueIndex('biz_project_code_uq').on(t.projectCode).where(sql`del_flag = '0' and project_code is not null`),
  ],
);

/**
 * Members of a project: the project role they hold, whether they administer the project, and
 * the unit they work for (user type). Membership decides every project-scoped access.
 */
export const bizProjectUser = pgTable(
  'biz_project_user',
  {
    projectId: ref('project_id').notNull(),
    userId: ref('user_id').notNull(),
    roleId: ref('role_id'),
    isAdmin: flag('is_admin'),
    /** dict biz_project_user_type */
    userType: char('user_type', { length: 1 }).notNull().default('0'),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('biz_project_user_user_idx').on(t.userId, t.projectId),
    index('biz_project_user_role_idx').on(t.roleId),
    // The member list: admins first, then by join time.
    index('biz_project_user_list_idx').on(t.projectId, t.isAdmin.desc(), t.createTime, t.userId),
  ],
);

/** Project news (项目动态): one row per thing that happened in a project. */
export const bizProjectNews = pgTable(
  'biz_project_news',
  {
    newsId: id('news_id'),
    projectId: ref('project_id').notNull(),
    /** dict biz_project_news_type */
    newsType: varchar('news_type', { length: 20 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    ...textKey(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('biz_project_news_project_idx').on(t.projectId, t.createTime.desc(), t.newsId.desc()),
    // News of every project (system admins), newest first.
    index('biz_project_news_time_idx').on(t.createTime.desc(), t.newsId.desc()),
  ],
);
