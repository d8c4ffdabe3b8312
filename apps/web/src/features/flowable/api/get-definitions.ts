import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DefinitionRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type DefinitionFilters = { definitionKey?: string; name?: string };
export type DefinitionListQuery = DefinitionFilters & { pageNum: number; pageSize: number; allVersions: boolean };

export const definitionKeys = {
  all: ['flowable', 'definition'] as const,
  list: (query: DefinitionListQuery) => ['flowable', 'definition', 'list', query] as const,
};

/** GET /flowable/definition/definition-list (the latest version of each key unless allVersions). */
export const getDefinitions = ({ allVersions, ...query }: DefinitionListQuery) =>
  http.get<TableResult<DefinitionRow>>('/flowable/definition/definition-list', {
    ...query,
    allVersions: String(allVersions),
  });

export function useDefinitions(query: DefinitionListQuery) {
  return useQuery({
    queryKey: definitionKeys.list(query),
    queryFn: () => getDefinitions(query),
    placeholderData: keepPreviousData,
  });
}
