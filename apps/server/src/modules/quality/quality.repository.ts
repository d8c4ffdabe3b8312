import type { QualityTemplateBody } from '@zj/contract';
import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { newestFirst, pageOf } from '../../core/db/paging.ts';
import {
  bizQualityBranch,
  bizQualityInspection,
  bizQualityItemize,
  bizQualityTemplate,
  type TemplateBranch,
} from './quality.tables.ts';

type Page = { pageNum: number; pageSize: number };
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The project of a 分部 (the route guard's lookup). */
export async function projectOfBranch(branchId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizQualityBranch.projectId })
    .from(bizQualityBranch)
    .where(eq(bizQualityBranch.branchId, branchId));
  return row?.projectId;
}

/** The project of an 分项 (the route guard's lookup). */
export async function projectOfItemize(itemizeId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizQualityItemize.projectId })
    .from(bizQualityItemize)
    .where(eq(bizQualityItemize.itemizeId, itemizeId));
  return row?.projectId;
}

// Correlated counts, qualified by hand: drizzle writes a single-table select's columns unqualified.
const itemizeCount = sql<number>`(select count(*)::int from biz_quality_itemize i where i.branch_id = "biz_quality_branch"."branch_id")`;
const inspectionCount = sql<number>`(select count(*)::int from biz_quality_inspection q where q.itemize_id = "biz_quality_itemize"."itemize_id")`;

const branchColumns = {
  branchId: bizQualityBranch.branchId,
  projectId: bizQualityBranch.projectId,
  branchName: bizQualityBranch.branchName,
  branchCode: bizQualityBranch.branchCode,
  orderNum: bizQualityBranch.orderNum,
  remark: bizQualityBranch.remark,
  itemizeCount,
  createBy: bizQualityBranch.createBy,
  createTime: bizQualityBranch.createTime,
};
const itemizeColumns = {
  itemizeId: bizQualityItemize.itemizeId,
  branchId: bizQualityItemize.branchId,
  branchName: bizQualityBranch.branchName,
  projectId: bizQualityItemize.projectId,
  itemizeName: bizQualityItemize.itemizeName,
  orderNum: bizQualityItemize.orderNum,
  remark: bizQualityItemize.remark,
  inspectionCount,
  createBy: bizQualityItemize.createBy,
  createTime: bizQualityItemize.createTime,
};

/** Queries of the quality structure, its inspections and templates. */
export class QualityRepository {
  constructor(readonly db: Db) {}

  // ---- 分部 ----

  async branchPage(projectId: number, branchName: string | undefined, page: Page) {
    const where = and(
      eq(bizQualityBranch.projectId, projectId),
      branchName ? ilike(bizQualityBranch.branchName, like(branchName)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(branchColumns)
        .from(bizQualityBranch)
        .where(where)
        .orderBy(asc(bizQualityBranch.orderNum), asc(bizQualityBranch.branchId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(bizQualityBranch).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async branch(branchId: number, tx: Tx = this.db) {
    const [row] = await tx.select(branchColumns).from(bizQualityBranch).where(eq(bizQualityBranch.branchId, branchId));
    return row;
  }

  /** The first of `names` the project already has as a 分部 (one query for a whole template). */
  async existingBranchName(tx: Tx, projectId: number, names: string[]): Promise<string | undefined> {
    if (names.length === 0) return undefined;
    const rows = await tx
      .select({ branchName: bizQualityBranch.branchName })
      .from(bizQualityBranch)
      .where(and(eq(bizQualityBranch.projectId, projectId), inArray(bizQualityBranch.branchName, names)));
    const taken = new Set(rows.map((r) => r.branchName));
    return names.find((name) => taken.has(name));
  }

  async insertBranches(tx: Tx, rows: Array<typeof bizQualityBranch.$inferInsert>) {
    return tx
      .insert(bizQualityBranch)
      .values(rows)
      .returning({ branchId: bizQualityBranch.branchId, branchName: bizQualityBranch.branchName });
  }

  async deleteBranch(tx: Tx, branchId: number) {
    return (await tx.delete(bizQualityBranch).where(eq(bizQualityBranch.branchId, branchId)).returning()).length;
  }

  async hasItemizes(tx: Tx, branchId: number) {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(bizQualityItemize)
      .where(eq(bizQualityItemize.branchId, branchId))
      .limit(1);
    return row !== undefined;
  }

  // ---- 分项 ----

  async itemizePage(projectId: number, branchId: number | undefined, itemizeName: string | undefined, page: Page) {
    const where = and(
      eq(bizQualityItemize.projectId, projectId),
      branchId !== undefined ? eq(bizQualityItemize.branchId, branchId) : undefined,
      itemizeName ? ilike(bizQualityItemize.itemizeName, like(itemizeName)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(itemizeColumns)
        .from(bizQualityItemize)
        .innerJoin(bizQualityBranch, eq(bizQualityBranch.branchId, bizQualityItemize.branchId))
        .where(where)
        .orderBy(
          asc(bizQualityBranch.orderNum),
          asc(bizQualityItemize.branchId),
          asc(bizQualityItemize.orderNum),
          asc(bizQualityItemize.itemizeId),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(bizQualityItemize).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async itemize(itemizeId: number, tx: Tx = this.db) {
    const [row] = await tx
      .select(itemizeColumns)
      .from(bizQualityItemize)
      .innerJoin(bizQualityBranch, eq(bizQualityBranch.branchId, bizQualityItemize.branchId))
      .where(eq(bizQualityItemize.itemizeId, itemizeId));
    return row;
  }

  async itemizeNamed(tx: Tx, branchId: number, itemizeName: string) {
    const [row] = await tx
      .select({ itemizeId: bizQualityItemize.itemizeId })
      .from(bizQualityItemize)
      .where(and(eq(bizQualityItemize.branchId, branchId), eq(bizQualityItemize.itemizeName, itemizeName)));
    return row;
  }

  async insertItemizes(tx: Tx, rows: Array<typeof bizQualityItemize.$inferInsert>) {
    if (rows.length === 0) return [];
    return tx.insert(bizQualityItemize).values(rows).returning({ itemizeId: bizQualityItemize.itemizeId });
  }

  async deleteItemize(tx: Tx, itemizeId: number) {
    return (await tx.delete(bizQualityItemize).where(eq(bizQualityItemize.itemizeId, itemizeId)).returning()).length;
  }

  async hasInspections(tx: Tx, itemizeId: number) {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(bizQualityInspection)
      .where(eq(bizQualityInspection.itemizeId, itemizeId))
      .limit(1);
    return row !== undefined;
  }

  // ---- inspections ----

  async inspectionPage(
    projectId: number,
    filter: {
      branchId?: number | undefined;
      itemizeId?: number | undefined;
      result?: '0' | '1' | undefined;
      lotName?: string | undefined;
      beginDate?: string | undefined;
      endDate?: string | undefined;
    },
    page: Page,
  ) {
    const t = bizQualityInspection;
    const where = and(
      eq(t.projectId, projectId),
      filter.branchId !== undefined ? eq(t.branchId, filter.branchId) : undefined,
      filter.itemizeId !== undefined ? eq(t.itemizeId, filter.itemizeId) : undefined,
      filter.result ? eq(t.result, filter.result) : undefined,
      filter.lotName ? ilike(t.lotName, like(filter.lotName)) : undefined,
      filter.beginDate ? gte(t.inspectDate, filter.beginDate) : undefined,
      filter.endDate ? lte(t.inspectDate, filter.endDate) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          inspectionId: t.inspectionId,
          projectId: t.projectId,
          branchId: t.branchId,
          branchName: bizQualityBranch.branchName,
          itemizeId: t.itemizeId,
          itemizeName: bizQualityItemize.itemizeName,
          lotName: t.lotName,
          inspectDate: t.inspectDate,
          inspector: t.inspector,
          result: t.result,
          photos: t.photos,
          remark: t.remark,
          createBy: t.createBy,
          createTime: t.createTime,
        })
        .from(t)
        .innerJoin(bizQualityItemize, eq(bizQualityItemize.itemizeId, t.itemizeId))
        .innerJoin(bizQualityBranch, eq(bizQualityBranch.branchId, t.branchId))
        .where(where)
        .orderBy(newestFirst(t.inspectDate), newestFirst(t.inspectionId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(t).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async insertInspection(tx: Tx, row: typeof bizQualityInspection.$inferInsert) {
    const [inserted] = await tx
      .insert(bizQualityInspection)
      .values(row)
      .returning({ inspectionId: bizQualityInspection.inspectionId });
    if (!inserted) throw new Error('biz_quality_inspection insert returned nothing');
    return inserted.inspectionId;
  }

  // ---- templates ----

  async templatePage(templateName: string | undefined, page: Page) {
    const where = templateName ? ilike(bizQualityTemplate.templateName, like(templateName)) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bizQualityTemplate)
        .where(where)
        .orderBy(asc(bizQualityTemplate.templateId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(bizQualityTemplate).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async template(templateId: number, tx: Tx = this.db) {
    const [row] = await tx.select().from(bizQualityTemplate).where(eq(bizQualityTemplate.templateId, templateId));
    return row;
  }

  async templateNamed(tx: Tx, templateName: string) {
    const [row] = await tx
      .select({ templateId: bizQualityTemplate.templateId })
      .from(bizQualityTemplate)
      .where(eq(bizQualityTemplate.templateName, templateName));
    return row;
  }

  async insertTemplate(
    tx: Tx,
    body: Pick<QualityTemplateBody, 'templateName' | 'remark'> & { branches: TemplateBranch[] },
    createBy: string,
  ) {
    const [row] = await tx
      .insert(bizQualityTemplate)
      .values({ templateName: body.templateName, remark: body.remark ?? null, branches: body.branches, createBy })
      .returning({ templateId: bizQualityTemplate.templateId });
    if (!row) throw new Error('biz_quality_template insert returned nothing');
    return row.templateId;
  }
}
