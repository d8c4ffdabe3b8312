import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyReportBody, SafetyReportRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { qualityKeys } from './quality-keys.ts';

export interface ReportFilters {
  title?: string;
  type?: string;
  level?: string;
}
export type ReportListQuery = ReportFilters & { projectId: number; pageNum: number; pageSize: number };

/** GET /business/safetyFile/listSafetyReport: the project's bulletins, newest inspection first. */
export const useSafetyReports = (query: ReportListQuery) =>
  useQuery({
    queryKey: qualityKeys.reports(query.projectId, query),
    queryFn: () => http.get<TableResult<SafetyReportRow>>('/business/safetyFile/listSafetyReport', { ...query }),
    placeholderData: keepPreviousData,
  });

function useReportChange<A>(projectId: number, run: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}

/** POST /business/safetyFile/addSafetyReport: every other member of the project gets a message. */
export const useAddSafetyReport = (projectId: number) =>
  useReportChange(projectId, (body: SafetyReportBody) => http.post('/business/safetyFile/addSafetyReport', body));

/** DELETE /business/safetyFile/delSafetyReport/{id} */
export const useDeleteSafetyReport = (projectId: number) =>
  useReportChange(projectId, (reportId: number) => http.delete(`/business/safetyFile/delSafetyReport/${reportId}`));
