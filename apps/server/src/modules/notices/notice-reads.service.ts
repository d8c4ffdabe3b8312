import { NOTICE_TOP_SIZE, type NoticeReadUsersQuery } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import { dataScopeFilter } from '../../core/access/data-scope.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import type { NoticeReadsRepository } from './notice-reads.repository.ts';

const noSuchNotice = () => new AppError(404, 'notice.notFound');

/**
 * Read state of notices: only live notices (status '0') are listed and can be marked read; a
 * mark is written once per user and notice, so marking again changes nothing.
 */
export class NoticeReadsService {
  constructor(private readonly repo: NoticeReadsRepository) {}

  /** The newest live notices with the caller's read marks; unreadCount counts those listed (RuoYi). */
  async top(userId: number) {
    const data = await this.repo.top(userId, NOTICE_TOP_SIZE);
    return { data, unreadCount: data.filter((row) => !row.isRead).length };
  }

  /**
   * Marks notices read by the caller, all or none: an id that names no notice, or a closed one,
   * refuses the whole call. The notices stay locked until the marks are written.
   */
  async markRead(userId: number, ids: number[]) {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return;
    await this.repo.db.transaction(async (tx) => {
      const status = new Map((await this.repo.statuses(tx, wanted)).map((row) => [row.noticeId, row.status]));
      for (const noticeId of wanted) {
        if (!status.has(noticeId)) throw noSuchNotice();
        if (status.get(noticeId) !== '0') throw badRequest('notice.closed');
      }
      await this.repo.markRead(tx, userId, wanted);
    });
  }

  /** Who has read a notice: present users within the caller's data scope, newest read first. */
  async readers(p: Principal, query: NoticeReadUsersQuery) {
    if (!(await this.repo.noticeExists(query.noticeId))) throw noSuchNotice();
    const scope = dataScopeFilter(p, { dept: sysUser.deptId, user: sysUser.userId });
    return this.repo.readers({ noticeId: query.noticeId, searchValue: query.searchValue, scope }, query);
  }
}
