import type { ApiOut, LogininforQuery, logininforFilters, logininforRow, loginRecord } from '@zj/contract';
import type { z } from 'zod';
import { timeRangeOf } from '../../core/http/time.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { LogininforFilter, LogininforRepository, NewLogininfor } from './logininfor.repository.ts';

export type LogininforFilters = z.infer<typeof logininforFilters>;

/** A login-log row as the list answers it: the login time also under RuoYi's name, `accessTime`. */
const withAccessTime = <R extends { loginTime: Date }>(r: R) => ({ ...r, accessTime: r.loginTime });

/** The login log: every attempt (written by auth), its list, export and clean-up, and unlock. */
export class LogininforService {
  constructor(private readonly repo: LogininforRepository) {}

  /** Writes one login attempt. */
  add(row: NewLogininfor): Promise<void> {
    return this.repo.add(row);
  }

  private filterOf(q: LogininforFilters): LogininforFilter {
    return { ...q, ...timeRangeOf(q) };
  }

  async list(query: LogininforQuery) {
    const { rows, total } = await this.repo.page(this.filterOf(query), query);
    return { rows: rows.map(withAccessTime), total };
  }

  async exportRows(filter: LogininforFilters): Promise<ApiOut<typeof logininforRow>[]> {
    return (await this.repo.all(this.filterOf(filter), EXPORT_MAX_ROWS)).map(withAccessTime);
  }

  /** The latest login records of a user (the personal centre). */
  async recentOf(userName: string, limit: number): Promise<ApiOut<typeof loginRecord>[]> {
    const rows = await this.repo.recentOf(userName, limit);
    return rows.map((r) => ({
      infoId: r.infoId,
      userName: r.userName,
      ipaddr: r.ipaddr,
      browser: r.browser,
      os: r.os,
      status: r.status,
      msg: r.msg,
      loginTime: r.loginTime,
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
