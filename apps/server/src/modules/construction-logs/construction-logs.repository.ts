import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { pageOf } from '../../core/db/paging.ts';
import { bizConstructionLog as L } from './construction-logs.tables.ts';

type Page = { pageNum: number; pageSize: number };
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The project of a log (the route guard's lookup). */
export async function projectOfLog(logId: number, db: Db): Promise<number | undefined> {
  const [row] = await db.select({ projectId: L.projectId }).from(L).where(eq(L.logId, logId));
  return row?.projectId;
}

/** A day range of the list (both ends included), and an author's name. */
export interface LogFilter {
  from?: string;
  to?: string;
  author?: string;
}

const rowColumns = {
  logId: L.logId,
  projectId: L.projectId,
  logDate: L.logDate,
  weather: L.weather,
  temperatureLow: L.temperatureLow,
  temperatureHigh: L.temperatureHigh,
  wind: L.wind,
  headcount: L.headcount,
  work: L.work,
  authorId: L.authorId,
  createBy: L.createBy,
  signedBy: L.signedBy,
  signedTime: L.signedTime,
  createTime: L.createTime,
};

/** Queries of the construction dailies. */
export class ConstructionLogsRepository {
  constructor(readonly db: Db) {}

  async page(projectId: number, filter: LogFilter, page: Page) {
    const where = and(
      eq(L.projectId, projectId),
      filter.from ? gte(L.logDate, filter.from) : undefined,
      filter.to ? lte(L.logDate, filter.to) : undefined,
      filter.author ? ilike(L.createBy, like(filter.author)) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(L)
        .where(where)
        .orderBy(desc(L.logDate))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(L).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The logs of a project between two days (a month of the calendar), by day. */
  days(projectId: number, from: string, to: string) {
    return this.db
      .select({ logId: L.logId, logDate: L.logDate, signedTime: L.signedTime, createBy: L.createBy })
      .from(L)
      .where(and(eq(L.projectId, projectId), gte(L.logDate, from), lte(L.logDate, to)))
      .orderBy(asc(L.logDate));
  }

  async byId(logId: number, tx: Tx = this.db, lock = false) {
    const query = tx.select().from(L).where(eq(L.logId, logId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async onDay(projectId: number, logDate: string, tx: Tx = this.db) {
    const [row] = await tx
      .select({ logId: L.logId })
      .from(L)
      .where(and(eq(L.projectId, projectId), eq(L.logDate, logDate)));
    return row;
  }

  async insert(tx: Tx, values: typeof L.$inferInsert) {
    const [row] = await tx.insert(L).values(values).onConflictDoNothing().returning({ logId: L.logId });
    return row?.logId;
  }

  async update(tx: Tx, logId: number, values: Partial<typeof L.$inferInsert>) {
    await tx.update(L).set(values).where(eq(L.logId, logId));
  }

  async remove(tx: Tx, logId: number) {
    await tx.delete(L).where(eq(L.logId, logId));
  }
}

/** A work row of a log with the day it was logged (生产进度 and 每日对比 read them). */
export interface LoggedWorkRow {
  logDate: string;
  planTaskId: number;
  percent: number | null;
  quantity: number | null;
}

/**
 * The work rows on plan tasks of a project's logs up to a day (inclusive), oldest day first: only
 * the day and the work column are read, through the (project, day) unique index.
 */
export async function loggedWorkOf(projectId: number, until: string, db: Db): Promise<LoggedWorkRow[]> {
  const logs = await db
    .select({ logDate: L.logDate, work: L.work })
    .from(L)
    .where(and(eq(L.projectId, projectId), lte(L.logDate, until)))
    .orderBy(asc(L.logDate));
  const rows: LoggedWorkRow[] = [];
  for (const log of logs)
    for (const row of log.work)
      if (row.planTaskId !== null)
        rows.push({
          logDate: log.logDate,
          planTaskId: row.planTaskId,
          percent: row.percent ?? null,
          quantity: row.quantity ?? null,
        });
  return rows;
}
