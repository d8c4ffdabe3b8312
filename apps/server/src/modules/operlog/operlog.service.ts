import {
  type ApiOut,
  type Lang,
  type OperLogQuery,
  type operLogFilters,
  type operLogRow,
  shownText,
} from '@zj/contract';
import type { z } from 'zod';
import { timeRangeOf } from '../../core/http/time.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { OperLogFilter, OperLogRepository } from './operlog.repository.ts';

export type OperLogFilters = z.infer<typeof operLogFilters>;

/** The operation log the kernel's hook writes: its list, export and clean-up. */
export class OperLogService {
  constructor(private readonly repo: OperLogRepository) {}

  private filterOf(q: OperLogFilters): OperLogFilter {
    return { ...q, ...timeRangeOf(q) };
  }

  /** One page, module names in the reader's language (rows without a key keep their stored name). */
  async list(query: OperLogQuery, lang: Lang) {
    const { rows, total } = await this.repo.page(this.filterOf(query), query);
    return { rows: rows.map((row) => ({ ...row, title: shownText(row, lang) })), total };
  }

  async exportRows(filter: OperLogFilters): Promise<ApiOut<typeof operLogRow>[]> {
    return this.repo.all(this.filterOf(filter), EXPORT_MAX_ROWS);
  }

  async remove(ids: number[]): Promise<void> {
    await this.repo.remove(ids);
  }

  clean(): Promise<void> {
    return this.repo.clean();
  }
}
