import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type ModelFilters = { modelKey?: string; modelName?: string };
export type ModelListQuery = ModelFilters & { pageNum: number; pageSize: number };

export const modelKeys = {
  all: ['flowable', 'model'] as const,
  list: (query: ModelListQuery) => ['flowable', 'model', 'list', query] as const,
};

export const getModels = (query: ModelListQuery) => call(API.workflow.models, { query });

export function useModels(query: ModelListQuery) {
  return useQuery({
    queryKey: modelKeys.list(query),
    queryFn: () => getModels(query),
    placeholderData: keepPreviousData,
  });
}
