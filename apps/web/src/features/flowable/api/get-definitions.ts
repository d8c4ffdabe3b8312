import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { listKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type DefinitionFilters = { definitionKey?: string; name?: string };
export type DefinitionListQuery = DefinitionFilters & { pageNum: number; pageSize: number; allVersions: boolean };

export const definitionKeys = listKeys('flowable', 'definition');

/** The latest version of each key unless allVersions. */
export const getDefinitions = ({ allVersions, ...query }: DefinitionListQuery) =>
  call(API.workflow.definitions, { query: { ...query, allVersions: allVersions ? 'true' : 'false' } });

export const useDefinitions = (query: DefinitionListQuery) =>
  useListQuery(definitionKeys.list(query), () => getDefinitions(query));
