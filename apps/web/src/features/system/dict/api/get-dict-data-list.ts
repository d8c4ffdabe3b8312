import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DictDataFilters, DictDataRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type DictDataListQuery = DictDataFilters & { pageNum: number; pageSize: number };

export const dictDataKeys = {
  all: ['system', 'dict-data'] as const,
  list: (query: DictDataListQuery) => ['system', 'dict-data', 'list', query] as const,
};

/** GET /system/dict/data/list */
export const getDictDataList = (query: DictDataListQuery) =>
  http.get<TableResult<DictDataRow>>('/system/dict/data/list', query);

export function useDictDataList(query: DictDataListQuery, enabled: boolean) {
  return useQuery({
    queryKey: dictDataKeys.list(query),
    queryFn: () => getDictDataList(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
