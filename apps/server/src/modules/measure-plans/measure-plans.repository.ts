import { MEASURE_STATUS } from '@zj/contract';
import { and, asc, count, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { pageOf } from '../../core/db/paging.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { bizProjectUser } from '../../core/project/projects.tables.ts';
import { bizMeasurePlan as M, type MeasurePlan } from './measure-plans.tables.ts';

type Page = { pageNum: number; pageSize: number };

/** The project of a measure (the route guard's lookup). */
export async function projectOfMeasure(measureId: number, db: Db): Promise<number | undefined> {
  const [row] = await db.select({ projectId: M.projectId }).from(M).where(eq(M.measureId, measureId));
  return row?.projectId;
}

/** The filters of the list (the project is always given). */
export interface MeasureFilter {
  category?: string | undefined;
  status?: string | undefined;
  ownerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  overdue?: '0' | '1' | undefined;
  keyword?: string | undefined;
}

/** Past its deadline (`today` the display zone's day) and not 已完成. */
const overdueOn = (today: string) => and(lt(M.deadline, today), ne(M.status, MEASURE_STATUS.done)) as SQL;

/** Queries of the measures. */
export class MeasurePlansRepository {
  constructor(readonly db: Db) {}

  private rowColumns(today: string) {
    return {
      measureId: M.measureId,
      projectId: M.projectId,
      title: M.title,
      category: M.category,
      ownerId: M.ownerId,
      ownerName: sql<string>`coalesce(${sysUser.nickName}, '')`,
      deadline: M.deadline,
      status: M.status,
      overdue: sql<boolean>`(${overdueOn(today)})`,
      applyBy: M.applyBy,
      applyTime: M.applyTime,
      completeTime: M.completeTime,
      createBy: M.createBy,
      createTime: M.createTime,
    };
  }

  /** A project's measures, earliest deadline first, with their owner's name and whether they are overdue. */
  async page(projectId: number, filter: MeasureFilter, today: string, page: Page) {
    const where = and(
      eq(M.projectId, projectId),
      filter.category ? eq(M.category, filter.category) : undefined,
      filter.status ? eq(M.status, filter.status as MeasurePlan['status']) : undefined,
      filter.ownerId ? eq(M.ownerId, filter.ownerId) : undefined,
      filter.from ? gte(M.deadline, filter.from) : undefined,
      filter.to ? lte(M.deadline, filter.to) : undefined,
      filter.overdue === '1' ? overdueOn(today) : undefined,
      filter.overdue === '0' ? sql`not (${overdueOn(today)})` : undefined,
      filter.keyword ? or(contains(M.title, filter.keyword), contains(M.content, filter.keyword)) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(this.rowColumns(today))
        .from(M)
        .leftJoin(sysUser, eq(sysUser.userId, M.ownerId))
        .where(where)
        .orderBy(asc(M.deadline), asc(M.measureId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(M).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async byId(measureId: number, tx: Tx = this.db, lock = false): Promise<MeasurePlan | undefined> {
    const query = tx.select().from(M).where(eq(M.measureId, measureId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async byIds(measureIds: number[], tx: Tx = this.db, lock = false): Promise<MeasurePlan[]> {
    if (measureIds.length === 0) return [];
    const query = tx.select().from(M).where(inArray(M.measureId, measureIds)).orderBy(asc(M.measureId));
    return lock ? await query.for('update') : await query;
  }

  /** The nickname of a user (the owner), or '' when there is none. */
  async userName(userId: number | null): Promise<string> {
    if (userId === null) return '';
    const [row] = await this.db.select({ name: sysUser.nickName }).from(sysUser).where(eq(sysUser.userId, userId));
    return row?.name ?? '';
  }

  /** Is the user a member of the project (and not deleted)? */
  async isMember(projectId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: bizProjectUser.userId })
      .from(bizProjectUser)
      .innerJoin(sysUser, and(eq(sysUser.userId, bizProjectUser.userId), eq(sysUser.delFlag, '0')))
      .where(and(eq(bizProjectUser.projectId, projectId), eq(bizProjectUser.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  async insert(tx: Tx, values: typeof M.$inferInsert): Promise<number> {
    const [row] = await tx.insert(M).values(values).returning({ measureId: M.measureId });
    if (!row) throw new Error('the measure was not inserted');
    return row.measureId;
  }

  async update(tx: Tx, measureId: number, values: Partial<typeof M.$inferInsert>): Promise<void> {
    await tx.update(M).set(values).where(eq(M.measureId, measureId));
  }

  async remove(tx: Tx, measureIds: number[]): Promise<void> {
    await tx.delete(M).where(inArray(M.measureId, measureIds));
  }
}
