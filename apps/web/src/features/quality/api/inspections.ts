import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QualityInspectionBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { qualityKeys } from './quality-keys.ts';

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
  useQuery({
    queryKey: qualityKeys.inspections(query.projectId, query),
    queryFn: () => getInspections(query),
    placeholderData: keepPreviousData,
  });

/** Records an inspection lot against a 分项. */
export function useAddInspection(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QualityInspectionBody) => call(API.quality.addInspection, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}
