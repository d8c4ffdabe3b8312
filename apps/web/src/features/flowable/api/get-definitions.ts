import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type DefinitionFilters = { definitionKey?: string; name?: string };
export type DefinitionListQuery = DefinitionFilters & { pageNum: number; pageSize: number; allVersions: boolean };

export const definitionKeys = {
  all: ['flowable', 'definition'] as const,
  list: (query: DefinitionListQuery) => ['flowable', 'definition', 'list', query] as const,
};

/** The latest version of each key unless allVersions. */
export const getDefinitions = ({ allVersions, ...query }: DefinitionListQuery) =>
  call(API.workflow.definitions, { query: { ...query, allVersions: allVersions ? 'true' : 'false' } });

export function useDefinitions(query: DefinitionListQuery) {
  return useQuery({
    queryKey: definitionKeys.list(query),
    queryFn: () => getDefinitions(query),
    placeholderData: keepPreviousData,
  });
}
