import { DEFAULT_PAGE_SIZE } from '@zj/contract';
import { useState } from 'react';

/** Filters and paging of a list: searching or resetting goes back to page 1. */
export function usePageParams<F extends object>() {
  const [filters, setFilters] = useState<Partial<F>>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  return {
    page,
    query: { ...filters, ...page },
    search: (next: Partial<F>) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNum: 1 }));
    },
    changePage: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
  };
}
