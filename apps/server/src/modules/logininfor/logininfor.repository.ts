import type { LogininforQuery } from '@zj/contract';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import type { Db } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { countWhere, newestFirst, pageOf } from '../../core/db/paging.ts';
import { sysLogininfor } from './logininfor.tables.ts';

export type NewLogininfor = typeof sysLogininfor.$inferInsert;
export type LogininforFilter = Omit<LogininforQuery, 'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'> & {
  from?: Date;
  to?: Date;
};

export class LogininforRepository {
  constructor(private readonly db: Db) {}

  async add(row: NewLogininfor): Promise<void> {
    await this.db.insert(sysLogininfor).values(row);
  }

  recentOf(userName: string, limit: number) {
    return this.db
      .select()
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, userName))
      .orderBy(newestFirst(sysLogininfor.loginTime))
      .limit(limit);
  }

  private where(f: LogininforFilter): SQL | undefined {
    return and(
      contains(sysLogininfor.ipaddr, f.ipaddr),
      contains(sysLogininfor.userName, f.userName),
      f.status ? eq(sysLogininfor.status, f.status) : undefined,
      f.from ? gte(sysLogininfor.loginTime, f.from) : undefined,
      f.to ? lt(sysLogininfor.loginTime, f.to) : undefined,
    );
  }

  async page(f: LogininforFilter, page: PageSort<LogininforQuery>) {
    const where = this.where(f);
    const { limit, offset } = pageOf(page);
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(sysLogininfor)
        .where(where)
        .orderBy(
          ...orderFrom(
            page,
            {
              infoId: sysLogininfor.infoId,
              userName: sysLogininfor.userName,
              ipaddr: sysLogininfor.ipaddr,
              status: sysLogininfor.status,
              loginTime: sysLogininfor.loginTime,
              accessTime: sysLogininfor.loginTime,
            },
            sysLogininfor.infoId,
            [newestFirst(sysLogininfor.loginTime), newestFirst(sysLogininfor.infoId)],
          ),
        )
        .limit(limit)
        .offset(offset),
      countWhere(this.db, sysLogininfor, where),
    ]);
    return { rows, total };
  }

  all(f: LogininforFilter, limit: number) {
    return this.db
      .select()
      .from(sysLogininfor)
      .where(this.where(f))
      .orderBy(newestFirst(sysLogininfor.loginTime))
      .limit(limit);
  }

  async remove(ids: number[]): Promise<void> {
    await this.db.delete(sysLogininfor).where(inArray(sysLogininfor.infoId, ids));
  }

  async clean(): Promise<void> {
    await this.db.delete(sysLogininfor);
  }

  /** Clears the wrong-password counter and lock of a user name. */
  async unlock(userName: string): Promise<void> {
    await this.db.delete(sysLoginLock).where(eq(sysLoginLock.userName, userName));
  }
}
