import type { ApiOut, OperLogQuery, operLogFilters, operLogRow } from '@zj/contract';
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

  async list(query: OperLogQuery) {
    return this.repo.page(this.filterOf(query), query);
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
