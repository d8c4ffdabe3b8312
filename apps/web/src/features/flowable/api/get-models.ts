import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { listKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type ModelFilters = { modelKey?: string; modelName?: string };
export type ModelListQuery = ModelFilters & { pageNum: number; pageSize: number };

export const modelKeys = listKeys('flowable', 'model');

export const getModels = (query: ModelListQuery) => call(API.workflow.models, { query });

export const useModels = (query: ModelListQuery) => useListQuery(modelKeys.list(query), () => getModels(query));
