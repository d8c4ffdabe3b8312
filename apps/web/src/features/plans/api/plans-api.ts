import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanBody, PlanEditBody, PlanQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { downloadFrom } from '@/shared/api/download.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';

/** The query keys of 进度计划: everything of a project under ['plans', projectId]. */
export const planKeys = {
  project: (projectId: number) => ['plans', projectId] as const,
  groups: (projectId: number) => ['plans', projectId, 'groups'] as const,
  list: (projectId: number, query: object) => ['plans', projectId, 'list', query] as const,
  children: (projectId: number, planId: number) => ['plans', projectId, 'children', planId] as const,
  one: (projectId: number, planId: number) => ['plans', projectId, 'one', planId] as const,
  swo: (projectId: number, planId: number) => ['plans', projectId, 'swo', planId] as const,
  records: (projectId: number, planId: number, page: object) => ['plans', projectId, 'records', planId, page] as const,
  progress: (projectId: number) => ['plans', projectId, 'progress'] as const,
};

export const usePlanGroups = (projectId: number) =>
  useQuery({
    queryKey: planKeys.groups(projectId),
    queryFn: async () => (await call(API.plans.group, { query: { projectId } })).data,
  });

/** A page of the project's top plans (no parent) of one group. */
export const usePlanList = (projectId: number, query: Omit<PlanQuery, 'projectId'>, enabled = true) =>
  useQuery({
    queryKey: planKeys.list(projectId, query),
    queryFn: () => call(API.plans.list, { query: { projectId, ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePlanChildren = (projectId: number, planId: number, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.children(projectId, planId),
    queryFn: async () => (await call(API.plans.getChild, { params: { id: planId } })).data,
    enabled,
  });

export const getPlan = async (planId: number) => (await call(API.plans.get, { params: { id: planId } })).data;

/** The plan of the page (silent: a plan id kept from another project or a deleted plan just shows none). */
const readChosenPlan = async (planId: number) =>
  (await call(API.plans.get, { params: { id: planId } }, { silent: true })).data;

export const usePlan = (projectId: number, planId: number | null) =>
  useQuery({
    queryKey: planKeys.one(projectId, planId ?? 0),
    queryFn: () => readChosenPlan(planId ?? 0),
    enabled: planId !== null,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useProjectProgress = (projectId: number) =>
  useQuery({
    queryKey: planKeys.progress(projectId),
    queryFn: async () => (await call(API.plans.projectProgress, { query: { projectId } })).data,
  });

export const usePlanSwo = (projectId: number, planId: number, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.swo(projectId, planId),
    queryFn: async () => (await call(API.plans.showPlanSwo, { query: { planId } })).data,
    enabled,
  });

export const usePlanRecords = (
  projectId: number,
  planId: number,
  page: { pageNum: number; pageSize: number },
  enabled: boolean,
) =>
  useQuery({
    queryKey: planKeys.records(projectId, planId, page),
    queryFn: () => call(API.planRecords.list, { params: { id: planId }, query: page }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every write of the page reads the project's plans (list, groups, the plan, progress) again. */
const usePlanMutation = <V, R>(projectId: number, write: (variables: V) => Promise<R>) =>
  useInvalidatingMutation(write, planKeys.project(projectId));

/** A shared plan read without login (/ganttScheduleView/:token); a revoked or unknown token fails silently. */
export const useSharedPlan = (token: string) =>
  useQuery({
    queryKey: ['plan', 'shared', token],
    queryFn: async () => (await call(API.plans.shared, { params: { token } }, { silent: true })).data,
    retry: false,
  });

export const useAddPlan = (projectId: number) =>
  usePlanMutation(projectId, (body: PlanBody) => call(API.plans.add, { body }));
export const useEditPlan = (projectId: number) =>
  usePlanMutation(projectId, (body: PlanEditBody) => call(API.plans.edit, { body }));
export const useRemovePlan = (projectId: number) =>
  usePlanMutation(projectId, (planId: number) => call(API.plans.remove, { params: { id: planId } }));
export const useSortPlans = (projectId: number) =>
  usePlanMutation(projectId, (planIds: number[]) => call(API.plans.changeSort, { body: { projectId, planIds } }));
export const useTagPlan = (projectId: number) =>
  usePlanMutation(projectId, (body: { planId: number; tag: string }) => call(API.plans.changeTag, { body }));
export const useApplyPlan = (projectId: number) =>
  usePlanMutation(projectId, (body: { planId: number; remark?: string }) => call(API.plans.apply, { body }));
export const useRecordPlan = (projectId: number) =>
  usePlanMutation(projectId, (body: { planId: number; reason: string }) =>
    call(API.planRecords.addPlanRecord, { body }),
  );
export const useSharePlan = (projectId: number) =>
  usePlanMutation(projectId, async (planId: number) => (await call(API.plans.share, { params: { id: planId } })).data);
export const useUnsharePlan = (projectId: number) =>
  usePlanMutation(projectId, (planId: number) => call(API.plans.unshare, { params: { id: planId } }));
export const useProjectStatus = (projectId: number) =>
  usePlanMutation(projectId, (body: { projectStatus: '0' | '1' | '2' | '3'; statusDate: string }) =>
    call(API.plans.updateProjectStatus, { body: { projectId, ...body } }),
  );

/** The plan as MS Project XML (MSPDI), saved as `<name>.xml`. */
export const exportPlanXml = (planId: number, planName: string) =>
  downloadFrom(API.plans.exportXml, { params: { id: planId } }, `${planName}.xml`);
