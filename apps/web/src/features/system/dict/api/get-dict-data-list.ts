import type { DictDataFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { listKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type DictDataListQuery = DictDataFilters & { pageNum: number; pageSize: number };

export const dictDataKeys = listKeys('system', 'dict-data');

export const getDictDataList = (query: DictDataListQuery) => call(API.dicts.listData, { query });

export const useDictDataList = (query: DictDataListQuery, enabled: boolean) =>
  useListQuery(dictDataKeys.list(query), () => getDictDataList(query), enabled);
