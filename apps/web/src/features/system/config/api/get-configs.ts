import type { ConfigFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type DayRange, type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type ConfigListQuery = Paged<ConfigFilters & DayRange>;

export const configKeys = queryKeys('system', 'config');

export const getConfigs = (query: ConfigListQuery) => call(API.configs.list, { query });

export const useConfigs = (query: ConfigListQuery) => useListQuery(configKeys.list(query), () => getConfigs(query));
