import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MeasureApplyBody, MeasureBody, MeasureCompleteBody, MeasureEditBody, MeasureQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';

/** The query keys of 措施计划: everything of a project under ['measures', projectId]. */
export const measureKeys = {
  project: (projectId: number) => ['measures', projectId] as const,
  list: (projectId: number, query: object) => ['measures', projectId, 'list', query] as const,
  one: (projectId: number, measureId: number) => ['measures', projectId, 'one', measureId] as const,
  approval: (projectId: number, measureId: number) => ['measures', projectId, 'approval', measureId] as const,
  members: (projectId: number) => ['measures', projectId, 'members'] as const,
};

export type MeasureListQuery = Omit<MeasureQuery, 'projectId'> & { pageNum: number; pageSize: number };

/** A page of the project's measures. */
export const useMeasures = (projectId: number, query: MeasureListQuery) =>
  useQuery({
    queryKey: measureKeys.list(projectId, query),
    queryFn: () => call(API.measurePlans.list, { query: { projectId, ...query } }),
    placeholderData: keepPreviousData,
  });

export const getMeasure = async (measureId: number) =>
  (await call(API.measurePlans.get, { params: { measureId } })).data;

export const useMeasure = (projectId: number, measureId: number | null) =>
  useQuery({
    queryKey: measureKeys.one(projectId, measureId ?? 0),
    queryFn: () => getMeasure(measureId ?? 0),
    enabled: measureId !== null,
  });

export const useMeasureApproval = (projectId: number, measureId: number | null) =>
  useQuery({
    queryKey: measureKeys.approval(projectId, measureId ?? 0),
    queryFn: async () => (await call(API.measurePlans.approval, { params: { measureId: measureId ?? 0 } })).data,
    enabled: measureId !== null,
  });

/** The project's members as owner options (any member may read them). */
export const useMemberOptions = (projectId: number, enabled: boolean) =>
  useQuery({
    queryKey: measureKeys.members(projectId),
    queryFn: async () => (await call(API.projectRoles.memberOptions, { params: { id: projectId } })).rows,
    enabled,
  });

export const useSaveMeasure = (projectId: number) =>
  useInvalidatingMutation(
    (body: MeasureBody | MeasureEditBody) =>
      'measureId' in body ? call(API.measurePlans.edit, { body }) : call(API.measurePlans.add, { body }),
    measureKeys.project(projectId),
  );

export const useRemoveMeasures = (projectId: number) =>
  useInvalidatingMutation(
    (ids: number[]) => call(API.measurePlans.remove, { params: { measureIds: ids.join(',') } }),
    measureKeys.project(projectId),
  );

export const useApplyMeasure = (projectId: number) =>
  useInvalidatingMutation(
    (body: MeasureApplyBody) => call(API.measurePlans.apply, { body }),
    measureKeys.project(projectId),
  );

export const useCompleteMeasure = (projectId: number) =>
  useInvalidatingMutation(
    (body: MeasureCompleteBody) => call(API.measurePlans.complete, { body }),
    measureKeys.project(projectId),
  );
