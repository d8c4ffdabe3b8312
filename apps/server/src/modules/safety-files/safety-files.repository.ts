import { and, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { newestFirst, pageOf } from '../../core/db/paging.ts';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';
import { bizProjectFile, bizSafetyReport } from './safety-files.tables.ts';

type Page = { pageNum: number; pageSize: number };
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The project of a file record (the route guard's lookup). */
export async function projectOfFile(fileId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizProjectFile.projectId })
    .from(bizProjectFile)
    .where(eq(bizProjectFile.fileId, fileId));
  return row?.projectId;
}

/** The project of a safety report (the route guard's lookup). */
export async function projectOfReport(reportId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizSafetyReport.projectId })
    .from(bizSafetyReport)
    .where(eq(bizSafetyReport.reportId, reportId));
  return row?.projectId;
}

const reportColumns = {
  reportId: bizSafetyReport.reportId,
  projectId: bizSafetyReport.projectId,
  projectName: bizProject.projectName,
  title: bizSafetyReport.title,
  level: bizSafetyReport.level,
  type: bizSafetyReport.type,
  dept: bizSafetyReport.dept,
  inspectionTime: bizSafetyReport.inspectionTime,
  inspectionContent: bizSafetyReport.inspectionContent,
  participants: bizSafetyReport.participants,
  processed: bizSafetyReport.processed,
  content: bizSafetyReport.content,
  problem: bizSafetyReport.problem,
  problemFiles: bizSafetyReport.problemFiles,
  rectification: bizSafetyReport.rectification,
  rectificationFiles: bizSafetyReport.rectificationFiles,
  createBy: bizSafetyReport.createBy,
  createTime: bizSafetyReport.createTime,
};

/** Queries of quality and safety files and of safety reports. */
export class SafetyFilesRepository {
  constructor(readonly db: Db) {}

  // ---- files ----

  async filePage(projectId: number, category: '1' | '2', filter: { folder?: string; fileName?: string }, page: Page) {
    const f = bizProjectFile;
    const where = and(
      eq(f.projectId, projectId),
      eq(f.category, category),
      filter.folder !== undefined ? eq(f.folder, filter.folder) : undefined,
      filter.fileName ? ilike(f.fileName, like(filter.fileName)) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(f)
        .where(where)
        .orderBy(newestFirst(f.fileId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(f).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The folders of a project's quality files with their file counts, by name. */
  folders(projectId: number) {
    const f = bizProjectFile;
    return this.db
      .select({ folder: f.folder, count: count() })
      .from(f)
      .where(and(eq(f.projectId, projectId), eq(f.category, '1')))
      .groupBy(f.folder)
      .orderBy(f.folder);
  }

  async file(fileId: number, tx: Tx = this.db) {
    const [row] = await tx.select().from(bizProjectFile).where(eq(bizProjectFile.fileId, fileId));
    return row;
  }

  insertFiles(tx: Tx, rows: Array<typeof bizProjectFile.$inferInsert>) {
    return tx.insert(bizProjectFile).values(rows).returning({ fileId: bizProjectFile.fileId });
  }

  async updateFile(tx: Tx, fileId: number, values: Partial<typeof bizProjectFile.$inferInsert>) {
    await tx.update(bizProjectFile).set(values).where(eq(bizProjectFile.fileId, fileId));
  }

  async deleteFile(tx: Tx, fileId: number) {
    await tx.delete(bizProjectFile).where(eq(bizProjectFile.fileId, fileId));
  }

  // ---- reports ----

  async reportPage(projectId: number, filter: { title?: string; type?: string; level?: string }, page: Page) {
    const r = bizSafetyReport;
    const where = and(
      eq(r.projectId, projectId),
      filter.title ? ilike(r.title, like(filter.title)) : undefined,
      filter.type ? eq(r.type, filter.type) : undefined,
      filter.level ? eq(r.level, filter.level) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(reportColumns)
        .from(r)
        .innerJoin(bizProject, eq(bizProject.projectId, r.projectId))
        .where(where)
        .orderBy(newestFirst(r.inspectionTime), newestFirst(r.reportId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(r).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async report(reportId: number) {
    const [row] = await this.db
      .select(reportColumns)
      .from(bizSafetyReport)
      .innerJoin(bizProject, eq(bizProject.projectId, bizSafetyReport.projectId))
      .where(eq(bizSafetyReport.reportId, reportId));
    return row;
  }

  async insertReport(tx: Tx, row: typeof bizSafetyReport.$inferInsert) {
    const [inserted] = await tx.insert(bizSafetyReport).values(row).returning({ reportId: bizSafetyReport.reportId });
    if (!inserted) throw new Error('biz_safety_report insert returned nothing');
    return inserted.reportId;
  }

  async deleteReport(tx: Tx, reportId: number) {
    await tx.delete(bizSafetyReport).where(eq(bizSafetyReport.reportId, reportId));
  }

  /** The members of a project other than `except` (the recipients of its bulletins). */
  async membersExcept(tx: Tx, projectId: number, except: number) {
    const rows = await tx
      .select({ userId: bizProjectUser.userId })
      .from(bizProjectUser)
      .where(and(eq(bizProjectUser.projectId, projectId), ne(bizProjectUser.userId, except)));
    return rows.map((r) => r.userId);
  }
}
