import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConfigFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type ConfigListQuery = ConfigFilters & {
  pageNum: number;
  pageSize: number;
  params?: { beginTime: string; endTime: string };
};

export const configKeys = {
  all: ['system', 'config'] as const,
  list: (query: ConfigListQuery) => ['system', 'config', 'list', query] as const,
};

export const getConfigs = (query: ConfigListQuery) => call(API.configs.list, { query });

export function useConfigs(query: ConfigListQuery) {
  return useQuery({
    queryKey: configKeys.list(query),
    queryFn: () => getConfigs(query),
    placeholderData: keepPreviousData,
  });
}
