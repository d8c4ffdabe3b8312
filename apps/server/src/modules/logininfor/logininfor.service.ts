import type { LogininforQuery, LogininforRow, LoginRecord, logininforFilters } from '@zj/contract';
import type { z } from 'zod';
import { formatTime, timeRangeOf } from '../../core/http/time.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { LogininforFilter, LogininforRepository, NewLogininfor } from './logininfor.repository.ts';

type Stored = Awaited<ReturnType<LogininforRepository['all']>>[number];
export type LogininforFilters = z.infer<typeof logininforFilters>;

/** The login log: every attempt (written by auth), its list, export and clean-up, and unlock. */
export class LogininforService {
  constructor(
    private readonly repo: LogininforRepository,
    private readonly zone: string,
  ) {}

  /** Writes one login attempt. */
  add(row: NewLogininfor): Promise<void> {
    return this.repo.add(row);
  }

  /** A row as the list and the export show it (time in the display zone). */
  view(r: Stored): LogininforRow {
    return { ...r, loginTime: formatTime(r.loginTime, this.zone) ?? '' };
  }

  private filterOf(q: LogininforFilters): LogininforFilter {
    return { ...q, ...timeRangeOf(q, this.zone) };
  }

  async list(query: LogininforQuery) {
    const { rows, total } = await this.repo.page(this.filterOf(query), query);
    return { rows: rows.map((r) => this.view(r)), total };
  }

  async exportRows(filter: LogininforFilters): Promise<LogininforRow[]> {
    return (await this.repo.all(this.filterOf(filter), EXPORT_MAX_ROWS)).map((r) => this.view(r));
  }

  /** The latest login records of a user (the personal centre). */
  async recentOf(userName: string, limit: number): Promise<LoginRecord[]> {
    const rows = await this.repo.recentOf(userName, limit);
    return rows.map((r) => ({
      infoId: r.infoId,
      userName: r.userName,
      ipaddr: r.ipaddr,
      browser: r.browser,
      os: r.os,
      status: r.status,
      msg: r.msg,
      loginTime: formatTime(r.loginTime, this.zone) ?? '',
    }));
  }

  remove(ids: number[]): Promise<void> {
    return this.repo.remove(ids);
  }

  clean(): Promise<void> {
    return this.repo.clean();
  }

  /** Clears the wrong-password counter and lock of a user name. */
  unlock(userName: string): Promise<void> {
    return this.repo.unlock(userName);
  }
}
