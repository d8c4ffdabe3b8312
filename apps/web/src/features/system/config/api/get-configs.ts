import type { ConfigFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { listKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type ConfigListQuery = ConfigFilters & {
  pageNum: number;
  pageSize: number;
  params?: { beginTime: string; endTime: string };
};

export const configKeys = listKeys('system', 'config');

export const getConfigs = (query: ConfigListQuery) => call(API.configs.list, { query });

export const useConfigs = (query: ConfigListQuery) => useListQuery(configKeys.list(query), () => getConfigs(query));
