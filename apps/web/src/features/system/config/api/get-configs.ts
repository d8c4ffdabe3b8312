import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConfigFilters, ConfigRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type ConfigListQuery = ConfigFilters & {
  pageNum: number;
  pageSize: number;
  params?: { beginTime: string; endTime: string };
};

export const configKeys = {
  all: ['system', 'config'] as const,
  list: (query: ConfigListQuery) => ['system', 'config', 'list', query] as const,
};

/** GET /system/config/list */
export const getConfigs = (query: ConfigListQuery) => http.get<TableResult<ConfigRow>>('/system/config/list', query);

export function useConfigs(query: ConfigListQuery) {
  return useQuery({
    queryKey: configKeys.list(query),
    queryFn: () => getConfigs(query),
    placeholderData: keepPreviousData,
  });
}
