import type { NoticeQuery } from '@zj/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { pageOf } from '../../core/db/paging.ts';
import { sysNotice } from './notices.tables.ts';

export type Notice = typeof sysNotice.$inferSelect;
export type NoticeValues = Pick<Notice, 'noticeTitle' | 'noticeType' | 'noticeContent' | 'status' | 'remark'>;
export interface NoticeFilter {
  noticeTitle?: string | undefined;
  noticeType?: string | undefined;
  createBy?: string | undefined;
}

function where(filter: NoticeFilter): SQL | undefined {
  return and(
    contains(sysNotice.noticeTitle, filter.noticeTitle),
    filter.noticeType ? eq(sysNotice.noticeType, filter.noticeType) : undefined,
    contains(sysNotice.createBy, filter.createBy),
  );
}

export class NoticesRepository {
  constructor(readonly db: Db) {}

  async page(filter: NoticeFilter, page: PageSort<NoticeQuery>) {
    const condition = where(filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(sysNotice)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              noticeId: sysNotice.noticeId,
              noticeTitle: sysNotice.noticeTitle,
              noticeType: sysNotice.noticeType,
              status: sysNotice.status,
              createBy: sysNotice.createBy,
              createTime: sysNotice.createTime,
            },
            sysNotice.noticeId,
            [desc(sysNotice.noticeId)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(sysNotice).where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async byId(noticeId: number): Promise<Notice | undefined> {
    const [row] = await this.db.select().from(sysNotice).where(eq(sysNotice.noticeId, noticeId)).limit(1);
    return row;
  }

  async insert(values: NoticeValues, createBy: string, tx: Tx = this.db) {
    const [row] = await tx
      .insert(sysNotice)
      .values({ ...values, createBy })
      .returning();
    return row;
  }

  async update(noticeId: number, values: NoticeValues, updateBy: string, tx: Tx = this.db) {
    const rows = await tx
      .update(sysNotice)
      .set({ ...values, updateBy, updateTime: new Date() })
      .where(eq(sysNotice.noticeId, noticeId))
      .returning({ id: sysNotice.noticeId });
    return rows.length;
  }

  async delete(ids: number[]) {
    const rows = await this.db
      .delete(sysNotice)
      .where(inArray(sysNotice.noticeId, ids))
      .returning({ id: sysNotice.noticeId });
    return rows.length;
  }
}
