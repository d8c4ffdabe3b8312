import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type DefinitionFilters = { definitionKey?: string; name?: string };
export type DefinitionListQuery = Paged<DefinitionFilters & { allVersions: boolean }>;

export const definitionKeys = queryKeys('flowable', 'definition');

/** The latest version of each key unless allVersions. */
export const getDefinitions = ({ allVersions, ...query }: DefinitionListQuery) =>
  call(API.workflow.definitions, { query: { ...query, allVersions: allVersions ? 'true' : 'false' } });

export const useDefinitions = (query: DefinitionListQuery) =>
  useListQuery(definitionKeys.list(query), () => getDefinitions(query));
