import type { ModelLogQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { DayRange, Paged } from '@/shared/api/query-hooks.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import { bimKeys } from '../../models/api/model-keys.ts';

export type ModelLogFilters = { action?: ModelLogQuery['action']; bandId?: number } & DayRange;
export type ModelLogListQuery = Paged<ModelLogFilters & { projectId: number }>;

/** The list query as the endpoint takes it: the search form's day range as beginTime / endTime. */
export function toLogQuery({ params, ...rest }: ModelLogListQuery): ModelLogQuery {
  return { ...rest, ...(params ? { beginTime: params.beginTime, endTime: params.endTime } : {}) };
}

/** A page of the project's model log, newest first. */
export const useModelLog = (query: ModelLogListQuery) =>
  useListQuery(bimKeys.log(query.projectId, query), () => call(API.models.logList, { query: toLogQuery(query) }));
