import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { planKeys } from '../api/plans-api.ts';

const fourDKeys = {
  all: (projectId: number, planId: number) => [...planKeys.project(projectId), 'fourD', planId] as const,
  states: (projectId: number, planId: number, date: string) =>
    [...planKeys.project(projectId), 'fourD', planId, 'states', date] as const,
  bindings: (projectId: number, planId: number, taskId: number) =>
    [...planKeys.project(projectId), 'fourD', planId, 'bindings', taskId] as const,
  models: (projectId: number) => [...planKeys.project(projectId), 'fourD', 'models'] as const,
};

/** The state on `date` of every component bound to the plan (the previous day's kept while the next loads). */
export const useFourDStates = (projectId: number, planId: number, date: string) =>
  useQuery({
    queryKey: fourDKeys.states(projectId, planId, date),
    queryFn: async () => (await call(API.plans.fourD, { query: { planId, date } })).data,
    placeholderData: keepPreviousData,
  });

/** The project's converted models: the current version of each band, and the band of each version. */
export const useProjectModels = (projectId: number) =>
  useQuery({
    queryKey: fourDKeys.models(projectId),
    queryFn: async () => {
      const { rows } = await call(API.models.bandList, { query: { projectId } });
      const current = rows.filter((band) => band.currentVersionId !== null && band.status === '2');
      return {
        versions: current.map((band) => band.currentVersionId as number),
        bandOf: new Map(current.map((band) => [band.currentVersionId as number, band.bandId])),
      };
    },
  });

/** The components bound to one task (the first page of 100). */
export const useTaskBindings = (projectId: number, planId: number, taskId: number | null) =>
  useQuery({
    queryKey: fourDKeys.bindings(projectId, planId, taskId ?? 0),
    queryFn: () => call(API.plans.queryBandList, { query: { planId, taskId: taskId ?? 0, pageNum: 1, pageSize: 100 } }),
    enabled: taskId !== null,
  });

export const useBind = (projectId: number, planId: number) =>
  useInvalidatingMutation(
    (body: { taskId: number; bandId: number; globalIds: string[] }) =>
      call(API.plans.bind, { body: { planId, ...body } }),
    fourDKeys.all(projectId, planId),
    planKeys.one(projectId, planId),
  );

export const useUnbind = (projectId: number, planId: number) =>
  useInvalidatingMutation(
    (bindId: number) => call(API.plans.unBind, { params: { id: bindId } }),
    fourDKeys.all(projectId, planId),
    planKeys.one(projectId, planId),
  );
