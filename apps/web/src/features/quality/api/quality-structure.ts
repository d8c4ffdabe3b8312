import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AjaxResult,
  QualityBranchBody,
  QualityBranchRow,
  QualityItemizeBody,
  QualityItemizeRow,
  QualityTemplateRow,
  qualityTemplateApplied,
  TableResult,
} from '@zj/contract';
import type { z } from 'zod';
import { http } from '@/shared/api/request.ts';
import { qualityKeys } from './quality-keys.ts';

/** The structure tree is read whole: a project has tens of 分部 and a few hundred 分项 at most. */
const WHOLE = { pageNum: 1, pageSize: 500 };

/** GET /business/quality/list?projectId=…: the project's 分部工程. */
export const getBranches = (projectId: number) =>
  http.get<TableResult<QualityBranchRow>>('/business/quality/list', { projectId, ...WHOLE });

/** GET /business/quality/listItemize?projectId=…&branchId=…: the 分项工程 of one 分部. */
export const getItemizes = (projectId: number, branchId: number) =>
  http.get<TableResult<QualityItemizeRow>>('/business/quality/listItemize', { projectId, branchId, ...WHOLE });

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

function useStructureChange<A>(projectId: number, run: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}

/** POST /business/quality/addQualityBranch */
export const useAddBranch = (projectId: number) =>
  useStructureChange(projectId, (body: QualityBranchBody) => http.post('/business/quality/addQualityBranch', body));

/** DELETE /business/quality/delQualityBranch/{id} */
export const useDeleteBranch = (projectId: number) =>
  useStructureChange(projectId, (id: number) => http.delete(`/business/quality/delQualityBranch/${id}`));

/** POST /business/quality/addQualityItemize */
export const useAddItemize = (projectId: number) =>
  useStructureChange(projectId, (body: QualityItemizeBody) => http.post('/business/quality/addQualityItemize', body));

/** DELETE /business/quality/delQualityItemize/{id} */
export const useDeleteItemize = (projectId: number) =>
  useStructureChange(projectId, (id: number) => http.delete(`/business/quality/delQualityItemize/${id}`));

/** GET /business/quality/listQualityTemp: the templates a project may apply. */
export const useTemps = (enabled: boolean) =>
  useQuery({
    queryKey: qualityKeys.temps(),
    queryFn: () => http.get<TableResult<QualityTemplateRow>>('/business/quality/listQualityTemp', WHOLE),
    enabled,
  });

/** POST /business/quality/applyQualityTemp/{id}: the template's whole structure in the project, in one transaction. */
export const useApplyTemp = (projectId: number) =>
  useStructureChange(projectId, (templateId: number) =>
    http.post<AjaxResult<z.infer<typeof qualityTemplateApplied>>>(`/business/quality/applyQualityTemp/${templateId}`, {
      projectId,
    }),
  );
