import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ModelRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type ModelFilters = { modelKey?: string; modelName?: string };
export type ModelListQuery = ModelFilters & { pageNum: number; pageSize: number };

export const modelKeys = {
  all: ['flowable', 'model'] as const,
  list: (query: ModelListQuery) => ['flowable', 'model', 'list', query] as const,
};

/** GET /flowable/flowable/model-list */
export const getModels = (query: ModelListQuery) =>
  http.get<TableResult<ModelRow>>('/flowable/flowable/model-list', query);

export function useModels(query: ModelListQuery) {
  return useQuery({
    queryKey: modelKeys.list(query),
    queryFn: () => getModels(query),
    placeholderData: keepPreviousData,
  });
}
