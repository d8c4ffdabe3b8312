import type { DictDataFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type DictDataListQuery = Paged<DictDataFilters>;

export const dictDataKeys = queryKeys('system', 'dict-data');

export const getDictDataList = (query: DictDataListQuery) => call(API.dicts.listData, { query });

export const useDictDataList = (query: DictDataListQuery, enabled: boolean) =>
  useListQuery(dictDataKeys.list(query), () => getDictDataList(query), enabled);
