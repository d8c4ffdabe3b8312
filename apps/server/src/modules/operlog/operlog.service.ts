import type { OperLogQuery, OperLogRow, operLogFilters } from '@zj/contract';
import type { z } from 'zod';
import { formatTime, timeRangeOf } from '../../core/http/time.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { OperLogFilter, OperLogRepository } from './operlog.repository.ts';

type Stored = Awaited<ReturnType<OperLogRepository['all']>>[number];
export type OperLogFilters = z.infer<typeof operLogFilters>;

/** The operation log the kernel's hook writes: its list, export and clean-up. */
export class OperLogService {
  constructor(
    private readonly repo: OperLogRepository,
    private readonly zone: string,
  ) {}

  /** A row as the list and the export show it (time in the display zone). */
  view(r: Stored): OperLogRow {
    return { ...r, operTime: formatTime(r.operTime, this.zone) ?? '' };
  }

  private filterOf(q: OperLogFilters): OperLogFilter {
    return { ...q, ...timeRangeOf(q, this.zone) };
  }

  async list(query: OperLogQuery) {
    const { rows, total } = await this.repo.page(this.filterOf(query), query);
    return { rows: rows.map((r) => this.view(r)), total };
  }

  async exportRows(filter: OperLogFilters): Promise<OperLogRow[]> {
    return (await this.repo.all(this.filterOf(filter), EXPORT_MAX_ROWS)).map((r) => this.view(r));
  }

  async remove(ids: number[]): Promise<void> {
    await this.repo.remove(ids);
  }

  clean(): Promise<void> {
    return this.repo.clean();
  }
}
