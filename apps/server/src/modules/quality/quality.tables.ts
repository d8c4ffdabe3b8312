import { char, date, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref } from '../../core/db/columns.ts';

/** 分部工程 of a project (GB 50300): 地基与基础, 主体结构, … Names are unique in a project. */
export const bizQualityBranch = pgTable(
  'biz_quality_branch',
  {
    branchId: id('branch_id'),
    projectId: ref('project_id').notNull(),
    branchName: varchar('branch_name', { length: 50 }).notNull(),
    branchCode: varchar('branch_code', { length: 20 }),
    orderNum: integer('order_num').notNull().default(0),
    ...audit(),
  },
  (t) => [
    // The project's list in order, and the name check.
    index('biz_quality_branch_list_idx').on(t.projectId, t.orderNum, t.branchId),
    uniqueIndex('biz_quality_branch_name_uq').on(t.projectId, t.branchName),
  ],
);

/** 分项工程 of a 分部 (GB 50300): 钢筋, 混凝土, … Names are unique in their 分部. */
export const bizQualityItemize = pgTable(
  'biz_quality_itemize',
  {
    itemizeId: id('itemize_id'),
    branchId: ref('branch_id').notNull(),
    /** The branch's project, kept on the row: lists and the project check read it without a join. */
    projectId: ref('project_id').notNull(),
    itemizeName: varchar('itemize_name', { length: 50 }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
    ...audit(),
  },
  (t) => [
    index('biz_quality_itemize_list_idx').on(t.projectId, t.branchId, t.orderNum, t.itemizeId),
    uniqueIndex('biz_quality_itemize_name_uq').on(t.branchId, t.itemizeName),
  ],
);

/** An inspection of a 检验批 against an 分项: date, inspector, result ('0' 合格, '1' 不合格), photos. */
export const bizQualityInspection = pgTable(
  'biz_quality_inspection',
  {
    inspectionId: id('inspection_id'),
    projectId: ref('project_id').notNull(),
    branchId: ref('branch_id').notNull(),
    itemizeId: ref('itemize_id').notNull(),
    lotName: varchar('lot_name', { length: 100 }).notNull(),
    inspectDate: date('inspect_date', { mode: 'string' }).notNull(),
    inspector: varchar('inspector', { length: 30 }).notNull(),
    result: char('result', { length: 1 }).$type<'0' | '1'>().notNull(),
    /** Comma-joined image URLs. */
    photos: varchar('photos', { length: 2500 }).notNull().default(''),
    ...audit(),
  },
  (t) => [
    // The project's inspections, newest inspection date first (and of one 分项).
    index('biz_quality_inspection_list_idx').on(t.projectId, t.inspectDate.desc(), t.inspectionId.desc()),
    index('biz_quality_inspection_itemize_idx').on(t.itemizeId, t.inspectDate.desc(), t.inspectionId.desc()),
  ],
);

/** A template structure: 分部 with their 分项, applied to a project in one transaction. */
export interface TemplateBranch {
  branchName: string;
  branchCode: string | null;
  itemizes: string[];
}

export const bizQualityTemplate = pgTable(
  'biz_quality_template',
  {
    templateId: id('template_id'),
    templateName: varchar('template_name', { length: 50 }).notNull(),
    branches: jsonb('branches').$type<TemplateBranch[]>().notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('biz_quality_template_name_uq').on(t.templateName)],
);
