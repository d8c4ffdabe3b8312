import { type OperLogQuery, operLogKeysNamed } from '@zj/contract';
import { and, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { countWhere, newestFirst, pageOf } from '../../core/db/paging.ts';
import { sysOperLog } from '../../core/http/oper-log.tables.ts';

export type OperLogFilter = Omit<OperLogQuery, 'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'> & {
  from?: Date;
  to?: Date;
};

const inKeys = (keys: string[]) => (keys.length > 0 ? inArray(sysOperLog.titleKey, keys) : undefined);

export class OperLogRepository {
  constructor(private readonly db: Db) {}

  private where(f: OperLogFilter): SQL | undefined {
    return and(
      // The stored Chinese name, or a module whose English name matches (the reader's search).
      f.title ? or(contains(sysOperLog.title, f.title), inKeys(operLogKeysNamed(f.title))) : undefined,
      contains(sysOperLog.operName, f.operName),
      contains(sysOperLog.operIp, f.operIp),
      f.businessType !== undefined ? eq(sysOperLog.businessType, f.businessType) : undefined,
      f.status ? eq(sysOperLog.status, Number(f.status)) : undefined,
      f.from ? gte(sysOperLog.operTime, f.from) : undefined,
      f.to ? lt(sysOperLog.operTime, f.to) : undefined,
    );
  }

  async page(f: OperLogFilter, page: PageSort<OperLogQuery>) {
    const where = this.where(f);
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(sysOperLog)
        .where(where)
        .orderBy(
          ...orderFrom(
            page,
            {
              operId: sysOperLog.operId,
              title: sysOperLog.title,
              businessType: sysOperLog.businessType,
              operName: sysOperLog.operName,
              status: sysOperLog.status,
              operTime: sysOperLog.operTime,
              costTime: sysOperLog.costTime,
            },
            sysOperLog.operId,
            [newestFirst(sysOperLog.operTime), newestFirst(sysOperLog.operId)],
          ),
        )
        .limit(pageOf(page).limit)
        .offset(pageOf(page).offset),
      countWhere(this.db, sysOperLog, where),
    ]);
    return { rows, total };
  }

  all(f: OperLogFilter, limit: number) {
    return this.db
      .select()
      .from(sysOperLog)
      .where(this.where(f))
      .orderBy(newestFirst(sysOperLog.operTime))
      .limit(limit);
  }

  async remove(ids: number[]): Promise<number> {
    const gone = await this.db
      .delete(sysOperLog)
      .where(inArray(sysOperLog.operId, ids))
      .returning({ id: sysOperLog.operId });
    return gone.length;
  }

  async clean(): Promise<void> {
    await this.db.delete(sysOperLog);
  }
}
