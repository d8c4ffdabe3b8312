import { useQueries, useQuery } from '@tanstack/react-query';
import type { QualityBranchBody, QualityItemizeBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { qualityKeys, useQualityChange } from './quality-keys.ts';

/** The structure tree is read whole: a project has tens of 分部 and a few hundred 分项 at most. */
const WHOLE = { pageNum: 1, pageSize: 500 };

/** The project's 分部工程. */
export const getBranches = (projectId: number) => call(API.quality.branches, { query: { projectId, ...WHOLE } });

/** The 分项工程 of one 分部. */
export const getItemizes = (projectId: number, branchId: number) =>
  call(API.quality.itemizes, { query: { projectId, branchId, ...WHOLE } });

export const useBranches = (projectId: number) =>
  useQuery({ queryKey: qualityKeys.branches(projectId), queryFn: () => getBranches(projectId) });

/** The 分项 of each expanded 分部, read when it opens. */
export const useItemizesOf = (projectId: number, branchIds: readonly number[]) =>
  useQueries({
    queries: branchIds.map((branchId) => ({
      queryKey: qualityKeys.itemizes(projectId, branchId),
      queryFn: () => getItemizes(projectId, branchId),
    })),
  });

/** Adds a 分部工程. */
export const useAddBranch = (projectId: number) =>
  useQualityChange(projectId, (body: QualityBranchBody) => call(API.quality.addBranch, { body }));

/** Deletes a 分部工程. */
export const useDeleteBranch = (projectId: number) =>
  useQualityChange(projectId, (id: number) => call(API.quality.removeBranch, { params: { id } }));

/** Adds a 分项工程. */
export const useAddItemize = (projectId: number) =>
  useQualityChange(projectId, (body: QualityItemizeBody) => call(API.quality.addItemize, { body }));

/** Deletes a 分项工程. */
export const useDeleteItemize = (projectId: number) =>
  useQualityChange(projectId, (id: number) => call(API.quality.removeItemize, { params: { id } }));

/** The templates a project may apply. */
export const useTemps = (enabled: boolean) =>
  useQuery({
    queryKey: qualityKeys.temps(),
    queryFn: () => call(API.quality.templates, { query: WHOLE }),
    enabled,
  });

/** The template's whole structure in the project, in one transaction. */
export const useApplyTemp = (projectId: number) =>
  useQualityChange(projectId, (templateId: number) =>
    call(API.quality.applyTemplate, { params: { id: templateId }, body: { projectId } }),
  );
