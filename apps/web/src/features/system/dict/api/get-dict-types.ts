import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DictTypeFilters, DictTypeRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type DictTypeListQuery = DictTypeFilters & {
  pageNum: number;
  pageSize: number;
  params?: { beginTime: string; endTime: string };
};

export const dictTypeKeys = {
  all: ['system', 'dict-type'] as const,
  list: (query: DictTypeListQuery) => ['system', 'dict-type', 'list', query] as const,
};

/** GET /system/dict/type/list */
export const getDictTypes = (query: DictTypeListQuery) =>
  http.get<TableResult<DictTypeRow>>('/system/dict/type/list', query);

export function useDictTypes(query: DictTypeListQuery) {
  return useQuery({
    queryKey: dictTypeKeys.list(query),
    queryFn: () => getDictTypes(query),
    placeholderData: keepPreviousData,
  });
}
