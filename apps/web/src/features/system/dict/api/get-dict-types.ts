import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DictTypeFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type DictTypeListQuery = DictTypeFilters & {
  pageNum: number;
  pageSize: number;
  params?: { beginTime: string; endTime: string };
};

export const dictTypeKeys = {
  all: ['system', 'dict-type'] as const,
  list: (query: DictTypeListQuery) => ['system', 'dict-type', 'list', query] as const,
};

export const getDictTypes = (query: DictTypeListQuery) => call(API.dicts.listTypes, { query });

export function useDictTypes(query: DictTypeListQuery) {
  return useQuery({
    queryKey: dictTypeKeys.list(query),
    queryFn: () => getDictTypes(query),
    placeholderData: keepPreviousData,
  });
}
