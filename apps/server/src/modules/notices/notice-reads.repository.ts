import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { newestFirst, pageOf } from '../../core/db/paging.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { sysNotice, sysNoticeRead } from './notices.tables.ts';

const LIVE = '0';

export interface ReaderFilter {
  noticeId: number;
  searchValue?: string | undefined;
  /** The callers' data scope on users (undefined: everyone). */
  scope: SQL | undefined;
}

/** Queries of sys_notice_read: read marks of a user, readers of a notice. */
export class NoticeReadsRepository {
  constructor(readonly db: Db) {}

  /** The newest live notices with whether `userId` has read each. */
  async top(userId: number, limit: number) {
    return this.db
      .select({
        noticeId: sysNotice.noticeId,
        noticeTitle: sysNotice.noticeTitle,
        noticeType: sysNotice.noticeType,
        status: sysNotice.status,
        createBy: sysNotice.createBy,
        createTime: sysNotice.createTime,
        isRead: sql<boolean>`${sysNoticeRead.userId} is not null`,
      })
      .from(sysNotice)
      .leftJoin(sysNoticeRead, and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId)))
      .where(eq(sysNotice.status, LIVE))
      .orderBy(desc(sysNotice.noticeId))
      .limit(limit);
  }

  /** Status of the notices among `ids` that exist, locked against a change or delete until the transaction ends. */
  async statuses(tx: Tx, ids: number[]) {
    return tx
      .select({ noticeId: sysNotice.noticeId, status: sysNotice.status })
      .from(sysNotice)
      .where(inArray(sysNotice.noticeId, ids))
      .for('share');
  }

  /** Marks the notices read by `userId`; marks already there keep their first read time. */
  async markRead(tx: Tx, userId: number, ids: number[]) {
    if (!ids.length) return;
    await tx
      .insert(sysNoticeRead)
      .values(ids.map((noticeId) => ({ noticeId, userId })))
      .onConflictDoNothing();
  }

  async noticeExists(noticeId: number) {
    const [row] = await this.db
      .select({ noticeId: sysNotice.noticeId })
      .from(sysNotice)
      .where(eq(sysNotice.noticeId, noticeId))
      .limit(1);
    return row !== undefined;
  }

  /** Present users who have read a notice, newest read first, one page. */
  async readers(filter: ReaderFilter, page: { pageNum: number; pageSize: number }) {
    const condition = and(
      eq(sysNoticeRead.noticeId, filter.noticeId),
      filter.searchValue
        ? or(contains(sysUser.userName, filter.searchValue), contains(sysUser.nickName, filter.searchValue))
        : undefined,
      filter.scope,
    );
    const joined = and(eq(sysUser.userId, sysNoticeRead.userId), eq(sysUser.delFlag, '0'));
    const { limit, offset } = pageOf(page);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          userId: sysUser.userId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          deptName: sysDept.deptName,
          phonenumber: sysUser.phonenumber,
          readTime: sysNoticeRead.readTime,
        })
        .from(sysNoticeRead)
        .innerJoin(sysUser, joined)
        .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
        .where(condition)
        .orderBy(newestFirst(sysNoticeRead.readTime), asc(sysNoticeRead.userId))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(sysNoticeRead).innerJoin(sysUser, joined).where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
