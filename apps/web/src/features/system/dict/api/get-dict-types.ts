import type { DictTypeFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { listKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type DictTypeListQuery = DictTypeFilters & {
  pageNum: number;
  pageSize: number;
  params?: { beginTime: string; endTime: string };
};

export const dictTypeKeys = listKeys('system', 'dict-type');

export const getDictTypes = (query: DictTypeListQuery) => call(API.dicts.listTypes, { query });

export const useDictTypes = (query: DictTypeListQuery) =>
  useListQuery(dictTypeKeys.list(query), () => getDictTypes(query));
