import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type ModelFilters = { modelKey?: string; modelName?: string };
export type ModelListQuery = Paged<ModelFilters>;

export const modelKeys = queryKeys('flowable', 'model');

export const getModels = (query: ModelListQuery) => call(API.workflow.models, { query });

export const useModels = (query: ModelListQuery) => useListQuery(modelKeys.list(query), () => getModels(query));
