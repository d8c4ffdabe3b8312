import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DictDataFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type DictDataListQuery = DictDataFilters & { pageNum: number; pageSize: number };

export const dictDataKeys = {
  all: ['system', 'dict-data'] as const,
  list: (query: DictDataListQuery) => ['system', 'dict-data', 'list', query] as const,
};

export const getDictDataList = (query: DictDataListQuery) => call(API.dicts.listData, { query });

export function useDictDataList(query: DictDataListQuery, enabled: boolean) {
  return useQuery({
    queryKey: dictDataKeys.list(query),
    queryFn: () => getDictDataList(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
