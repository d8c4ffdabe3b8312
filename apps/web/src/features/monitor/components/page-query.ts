import { DEFAULT_PAGE_SIZE } from '@zj/contract';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

export type Filters = Record<string, string | undefined>;

/** Search form values → RuoYi query params (time range as params[beginTime]/params[endTime]). */
export function toFilters(values: Record<string, unknown>): Filters {
  const filters: Filters = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'range') {
      const range = value as [Dayjs, Dayjs] | undefined;
      if (range) {
        filters['params[beginTime]'] = range[0].format('YYYY-MM-DD');
        filters['params[endTime]'] = range[1].format('YYYY-MM-DD');
      }
    } else if (typeof value === 'string' && value !== '') {
      filters[key] = value;
    } else if (typeof value === 'number') {
      filters[key] = String(value);
    }
  }
  return filters;
}

/** Page number, size and filters of a list screen (the pager is the shared TablePagination). */
export function usePageQuery() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState<Filters>({});
  const search = (next: Filters) => {
    setFilters(next);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  return {
    query: { ...filters, ...page },
    page,
    onPageChange: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
    search,
  };
}
