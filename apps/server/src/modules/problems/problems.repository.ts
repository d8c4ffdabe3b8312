import { and, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';

import { sysUser } from '../../core/identity/users.tables.ts';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';
import { type ProblemFilter, ProblemListQuery, type ProblemSort } from './problem-list.query.ts';
import { bizProblem, bizProblemRead, bizProblemUser } from './problems.tables.ts';

export type Problem = typeof bizProblem.$inferSelect;
export type NewProblem = typeof bizProblem.$inferInsert;

export type { ProblemFilter };

/** The problem's own SQL: lists, rows, collaborators and read state. */
/** The id of the problem shared under `token` (the models module shows its viewpoint publicly). */
export async function problemOfShareToken(token: string, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ problemId: bizProblem.problemId })
    .from(bizProblem)
    .where(eq(bizProblem.shareToken, token))
    .limit(1);
  return row?.problemId;
}

export class ProblemsRepository {
  private readonly list: ProblemListQuery;

  constructor(readonly db: Db) {
    this.list = new ProblemListQuery(db);
  }

  /** One page, newest first or sorted, with its total, collaborators and the viewer's unread marks (one statement). */
  page(f: ProblemFilter, viewer: number, page: { pageNum: number; pageSize: number } & ProblemSort) {
    return this.list.page(f, viewer, page);
  }

  /** Every row of a filter (the export), in the list's order, at most `max`. */
  async all(f: ProblemFilter, max: number, sort?: ProblemSort): Promise<Problem[]> {
    return this.list.all(f, max, sort);
  }

  async byId(problemId: number, tx: Tx = this.db, lock = false): Promise<Problem | undefined> {
    const query = tx.select().from(bizProblem).where(eq(bizProblem.problemId, problemId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async byShareToken(token: string): Promise<Problem | undefined> {
    const [row] = await this.db.select().from(bizProblem).where(eq(bizProblem.shareToken, token)).limit(1);
    return row;
  }

  async projectName(projectId: number): Promise<string> {
    const [row] = await this.db
      .select({ name: bizProject.projectName })
      .from(bizProject)
      .where(eq(bizProject.projectId, projectId));
    return row?.name ?? '';
  }

  async insert(values: NewProblem, tx: Tx): Promise<Problem> {
    const [row] = await tx.insert(bizProblem).values(values).returning();
    if (!row) throw new Error('biz_problem insert returned nothing');
    return row;
  }

  async update(problemId: number, values: Partial<NewProblem>, tx: Tx = this.db): Promise<void> {
    await tx.update(bizProblem).set(values).where(eq(bizProblem.problemId, problemId));
  }

  async delete(problemId: number, tx: Tx): Promise<void> {
    await tx.delete(bizProblem).where(eq(bizProblem.problemId, problemId));
  }

  // ---- collaborators -------------------------------------------------------------------------

  async collaborators(problemIds: number[]): Promise<Map<number, { userId: number; userName: string }[]>> {
    const map = new Map<number, { userId: number; userName: string }[]>();
    if (problemIds.length === 0) return map;
    const rows = await this.db
      .select()
      .from(bizProblemUser)
      .where(inArray(bizProblemUser.problemId, problemIds))
      .orderBy(bizProblemUser.problemId, bizProblemUser.userId);
    for (const row of rows) {
      const list = map.get(row.problemId) ?? [];
      list.push({ userId: row.userId, userName: row.userName });
      map.set(row.problemId, list);
    }
    return map;
  }

  /** Replaces the collaborators; answers the ids that were not collaborators before. */
  async setCollaborators(problemId: number, users: { userId: number; userName: string }[], tx: Tx) {
    const before = await tx
      .select({ userId: bizProblemUser.userId })
      .from(bizProblemUser)
      .where(eq(bizProblemUser.problemId, problemId));
    await tx.delete(bizProblemUser).where(eq(bizProblemUser.problemId, problemId));
    if (users.length > 0) await tx.insert(bizProblemUser).values(users.map((u) => ({ problemId, ...u })));
    const had = new Set(before.map((r) => r.userId));
    return users.filter((u) => !had.has(u.userId)).map((u) => u.userId);
  }

  /** The members of a project among `userIds`, with their display names. */
  async members(projectId: number, userIds: number[], tx: Tx = this.db) {
    if (userIds.length === 0) return [];
    return tx
      .select({ userId: sysUser.userId, userName: sysUser.nickName })
      .from(bizProjectUser)
      .innerJoin(sysUser, eq(sysUser.userId, bizProjectUser.userId))
      .where(
        and(eq(bizProjectUser.projectId, projectId), inArray(bizProjectUser.userId, userIds), eq(sysUser.delFlag, '0')),
      );
  }

  /** Is the user a member of the problem's live project? */
  async isMemberOfProject(projectId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(bizProjectUser)
      .innerJoin(bizProject, and(eq(bizProject.projectId, bizProjectUser.projectId), eq(bizProject.delFlag, '0')))
      .where(and(eq(bizProjectUser.projectId, projectId), eq(bizProjectUser.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  // ---- read state ----------------------------------------------------------------------------

  /** Of these problems, those the user collaborates on and has not read. */
  async unreadAmong(userId: number, problemIds: number[]): Promise<Set<number>> {
    if (problemIds.length === 0) return new Set();
    const rows = await this.db
      .select({ problemId: bizProblemUser.problemId })
      .from(bizProblemUser)
      .where(
        and(
          eq(bizProblemUser.userId, userId),
          inArray(bizProblemUser.problemId, problemIds),
          notExists(this.readRow(userId)),
        ),
      );
    return new Set(rows.map((r) => r.problemId));
  }

  private readRow(userId: number) {
    return this.db
      .select({ one: sql`1` })
      .from(bizProblemRead)
      .where(and(eq(bizProblemRead.problemId, bizProblemUser.problemId), eq(bizProblemRead.userId, userId)));
  }

  /** The user's unread problems as collaborator (open ones), newest first, in the projects `seen` allows. */
  async unread(userId: number, filter: { projectId?: number | undefined; kind?: string | undefined }, seen: SQL) {
    return this.db
      .select({ problem: bizProblem })
      .from(bizProblemUser)
      .innerJoin(bizProblem, eq(bizProblem.problemId, bizProblemUser.problemId))
      .where(
        and(
          eq(bizProblemUser.userId, userId),
          notExists(this.readRow(userId)),
          filter.projectId !== undefined ? eq(bizProblem.projectId, filter.projectId) : undefined,
          filter.kind ? eq(bizProblem.kind, filter.kind) : undefined,
          eq(bizProblem.closed, '0'),
          seen,
        ),
      )
      .orderBy(desc(bizProblem.problemId))
      .limit(200)
      .then((rows) => rows.map((r) => r.problem));
  }

  async markRead(userId: number, problemIds: number[], tx: Tx = this.db): Promise<void> {
    if (problemIds.length === 0) return;
    await tx
      .insert(bizProblemRead)
      .values(problemIds.map((problemId) => ({ problemId, userId })))
      .onConflictDoNothing();
  }

  /** Counts of a project's problems by band (the tree beside the list), with the caller's unread. */
  async byBand(projectId: number, kind: string, userId: number) {
    const rows = await this.db
      .select({
        bandId: bizProblem.bandId,
        bandName: sql<string>`max(${bizProblem.bandName})`,
        total: sql<number>`count(*)::int`,
        open: sql<number>`(count(*) filter (where ${bizProblem.status} < 3 and ${bizProblem.closed} = '0'))::int`,
        unread: sql<number>`(count(*) filter (where exists (select 1 from ${bizProblemUser} where ${bizProblemUser.problemId} = ${bizProblem.problemId} and ${bizProblemUser.userId} = ${userId}) and not exists (select 1 from ${bizProblemRead} where ${bizProblemRead.problemId} = ${bizProblem.problemId} and ${bizProblemRead.userId} = ${userId})))::int`,
      })
      .from(bizProblem)
      .where(and(eq(bizProblem.projectId, projectId), eq(bizProblem.kind, kind)))
      .groupBy(bizProblem.bandId)
      .orderBy(sql`${bizProblem.bandId} nulls last`);
    return rows;
  }

  /** The live project a problem belongs to (route lookups), or undefined. */
  static async projectOf(problemId: number, db: Db): Promise<number | undefined> {
    const [row] = await db
      .select({ projectId: bizProblem.projectId })
      .from(bizProblem)
      .where(eq(bizProblem.problemId, problemId))
      .limit(1);
    return row?.projectId;
  }
}
