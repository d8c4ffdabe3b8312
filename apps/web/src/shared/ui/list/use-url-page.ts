import { DEFAULT_PAGE_SIZE } from '@zj/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageBinding, PageState } from './use-list-params.ts';

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Paging kept in the URL (`?pageNum=…&pageSize=…`), for lists whose page must survive a reload
 * or a visit elsewhere and back (e.g. 流程模板, spec 02 §7). Other query parameters stay as they
 * are; pageSize is written only when it is not the default. The page is also held in state, so a
 * search changes filters and page in one render (the URL follows).
 */
export function useUrlPage(): PageBinding {
  const [search, setSearch] = useSearchParams();
  const inUrl = search.has('pageNum');
  const urlNum = positive(search.get('pageNum'), 1);
  const urlSize = positive(search.get('pageSize'), DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState<PageState>({ pageNum: urlNum, pageSize: urlSize });

  // The URL changed from outside (back, a link): it wins.
  useEffect(() => {
    if (inUrl)
      setPage((current) =>
        current.pageNum === urlNum && current.pageSize === urlSize ? current : { pageNum: urlNum, pageSize: urlSize },
      );
  }, [inUrl, urlNum, urlSize]);

  // The URL follows the page, from the first visit on.
  useEffect(() => {
    if (inUrl && page.pageNum === urlNum && page.pageSize === urlSize) return;
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('pageNum', String(page.pageNum));
        if (page.pageSize === DEFAULT_PAGE_SIZE) params.delete('pageSize');
        else params.set('pageSize', String(page.pageSize));
        return params;
      },
      { replace: true },
    );
  }, [page, inUrl, urlNum, urlSize, setSearch]);

  return [page, setPage];
}
