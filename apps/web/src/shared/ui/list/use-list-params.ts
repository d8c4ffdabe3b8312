import { DEFAULT_PAGE_SIZE } from '@zj/contract';
import { useState } from 'react';

/** Filters and paging of a list screen: searching or resetting goes back to page 1. */
export function useListParams<F extends object>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  return {
    filters,
    page,
    query: { ...page, ...filters },
    search: (next: F) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNum: 1 }));
    },
    reset: () => {
      setFilters(initial);
      setPage((current) => ({ ...current, pageNum: 1 }));
    },
    changePage: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
  };
}

/** RuoYi's `params[beginTime]` / `params[endTime]` from a day range. */
export function rangeParams(range: readonly [string, string] | null | undefined) {
  if (!range?.[0] || !range[1]) return {};
  return { params: { beginTime: range[0], endTime: range[1] } };
}
