import { DEFAULT_PAGE_SIZE } from '@zj/contract';
import { useState } from 'react';

export type PageState = { pageNum: number; pageSize: number };
/** Where a list keeps its page: component state by default, or e.g. the URL (useUrlPage). */
export type PageBinding = readonly [PageState, (next: PageState | ((current: PageState) => PageState)) => void];

/**
 * Filters and paging of a list screen: searching or resetting goes back to page 1. `pageBinding`
 * keeps the page elsewhere than in the component (useUrlPage).
 */
export function useListParams<F extends object>(initial: F, pageBinding?: PageBinding) {
  const [filters, setFilters] = useState<F>(initial);
  const own = useState<PageState>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = pageBinding ?? own;
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
