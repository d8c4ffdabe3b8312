import type { DictTypeFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type DayRange, type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type DictTypeListQuery = Paged<DictTypeFilters & DayRange>;

export const dictTypeKeys = queryKeys('system', 'dict-type');

export const getDictTypes = (query: DictTypeListQuery) => call(API.dicts.listTypes, { query });

export const useDictTypes = (query: DictTypeListQuery) =>
  useListQuery(dictTypeKeys.list(query), () => getDictTypes(query));
