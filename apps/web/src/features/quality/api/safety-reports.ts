import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HAZARD_TYPES, PROBLEM_LEVELS, SafetyReportBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { qualityKeys } from './quality-keys.ts';

export interface ReportFilters {
  title?: string;
  type?: (typeof HAZARD_TYPES)[number];
  level?: (typeof PROBLEM_LEVELS)[number];
}
export type ReportListQuery = ReportFilters & { projectId: number; pageNum: number; pageSize: number };

/** The project's bulletins, newest inspection first. */
export const useSafetyReports = (query: ReportListQuery) =>
  useQuery({
    queryKey: qualityKeys.reports(query.projectId, query),
    queryFn: () => call(API.safetyFiles.reports, { query }),
    placeholderData: keepPreviousData,
  });

function useReportChange<A>(projectId: number, run: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}

/** Publishes a safety report: every other member of the project gets a message. */
export const useAddSafetyReport = (projectId: number) =>
  useReportChange(projectId, (body: SafetyReportBody) => call(API.safetyFiles.addReport, { body }));

/** Deletes a safety report. */
export const useDeleteSafetyReport = (projectId: number) =>
  useReportChange(projectId, (reportId: number) => call(API.safetyFiles.removeReport, { params: { id: reportId } }));
