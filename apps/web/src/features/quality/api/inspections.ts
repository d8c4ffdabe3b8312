import type { QualityInspectionBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import { qualityKeys, useQualityChange } from './quality-keys.ts';

export interface InspectionQuery {
  projectId: number;
  branchId?: number;
  itemizeId?: number;
  pageNum: number;
  pageSize: number;
}

/** The inspections of a 分部 or a 分项, newest first, paged. */
export const getInspections = (query: InspectionQuery) => call(API.quality.inspections, { query });

export const useInspections = (query: InspectionQuery) =>
  useListQuery(qualityKeys.inspections(query.projectId, query), () => getInspections(query));

/** Records an inspection lot against a 分项. */
export const useAddInspection = (projectId: number) =>
  useQualityChange(projectId, (body: QualityInspectionBody) => call(API.quality.addInspection, { body }));
