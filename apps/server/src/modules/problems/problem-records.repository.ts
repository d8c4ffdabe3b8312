import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { countWhere, pageOf } from '../../core/db/paging.ts';
import { bizProblem, bizProblemComment, bizProblemNotice, bizProblemRectification } from './problems.tables.ts';

export type Rectification = typeof bizProblemRectification.$inferSelect;
export type Comment = typeof bizProblemComment.$inferSelect;
export type Notice = typeof bizProblemNotice.$inferSelect;
type Page = { pageNum: number; pageSize: number };

/** The records of a problem's dialog: rectifications, chat, special inspection notices. */
export class ProblemRecordsRepository {
  constructor(readonly db: Db) {}

  async rectifications(problemId: number, page: Page) {
    const where = eq(bizProblemRectification.problemId, problemId);
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(bizProblemRectification)
        .where(where)
        .orderBy(asc(bizProblemRectification.id))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, bizProblemRectification, where),
    ]);
    return { rows, total };
  }

  async firstRectification(problemId: number, tx: Tx = this.db): Promise<Rectification | undefined> {
    const [row] = await tx
      .select()
      .from(bizProblemRectification)
      .where(eq(bizProblemRectification.problemId, problemId))
      .orderBy(asc(bizProblemRectification.id))
      .limit(1);
    return row;
  }

  async rectification(id: number): Promise<Rectification | undefined> {
    const [row] = await this.db.select().from(bizProblemRectification).where(eq(bizProblemRectification.id, id));
    return row;
  }

  /** Stores a rectification and counts it on its problem. */
  async addRectification(values: typeof bizProblemRectification.$inferInsert, tx: Tx): Promise<Rectification> {
    const [row] = await tx.insert(bizProblemRectification).values(values).returning();
    if (!row) throw new Error('biz_problem_rectification insert returned nothing');
    await tx
      .update(bizProblem)
      .set({ rectificationCount: sql`${bizProblem.rectificationCount} + 1` })
      .where(eq(bizProblem.problemId, values.problemId));
    return row;
  }

  /** The chat, oldest first (the newest page when paged from the end is the client's). */
  async comments(problemId: number, page: Page) {
    const where = eq(bizProblemComment.problemId, problemId);
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(bizProblemComment)
        .where(where)
        .orderBy(asc(bizProblemComment.id))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, bizProblemComment, where),
    ]);
    return { rows, total };
  }

  async addComment(values: typeof bizProblemComment.$inferInsert, tx: Tx): Promise<Comment> {
    const [row] = await tx.insert(bizProblemComment).values(values).returning();
    if (!row) throw new Error('biz_problem_comment insert returned nothing');
    return row;
  }

  async notices(
    filter: { projectId: number; problemId?: number | undefined; extend1?: string | undefined },
    page: Page,
  ) {
    const where = and(
      eq(bizProblemNotice.projectId, filter.projectId),
      filter.problemId !== undefined ? eq(bizProblemNotice.problemId, filter.problemId) : undefined,
      filter.extend1 ? eq(bizProblemNotice.extend1, filter.extend1) : undefined,
    );
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(bizProblemNotice)
        .where(where)
        .orderBy(desc(bizProblemNotice.id))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, bizProblemNotice, where),
    ]);
    return { rows, total };
  }

  async notice(id: number, tx: Tx = this.db, lock = false): Promise<Notice | undefined> {
    const query = tx.select().from(bizProblemNotice).where(eq(bizProblemNotice.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async addNotice(values: typeof bizProblemNotice.$inferInsert, tx: Tx): Promise<Notice> {
    const [row] = await tx.insert(bizProblemNotice).values(values).returning();
    if (!row) throw new Error('biz_problem_notice insert returned nothing');
    return row;
  }

  async updateNotice(id: number, values: Partial<typeof bizProblemNotice.$inferInsert>, tx: Tx): Promise<void> {
    await tx.update(bizProblemNotice).set(values).where(eq(bizProblemNotice.id, id));
  }

  // ---- route lookups: the project of a record -------------------------------------------------

  static async projectOfRectification(id: number, db: Db): Promise<number | undefined> {
    const [row] = await db
      .select({ projectId: bizProblemRectification.projectId })
      .from(bizProblemRectification)
      .where(eq(bizProblemRectification.id, id));
    return row?.projectId;
  }

  static async projectOfNotice(id: number, db: Db): Promise<number | undefined> {
    const [row] = await db
      .select({ projectId: bizProblemNotice.projectId })
      .from(bizProblemNotice)
      .where(eq(bizProblemNotice.id, id));
    return row?.projectId;
  }
}
