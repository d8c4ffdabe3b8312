import type { HAZARD_TYPES, PROBLEM_LEVELS, SafetyReportBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, useListQuery } from '@/shared/api/query-hooks.ts';
import { qualityKeys, useQualityChange } from './quality-keys.ts';

export interface ReportFilters {
  title?: string;
  type?: (typeof HAZARD_TYPES)[number];
  level?: (typeof PROBLEM_LEVELS)[number];
}
export type ReportListQuery = Paged<ReportFilters & { projectId: number }>;

/** The project's bulletins, newest inspection first. */
export const useSafetyReports = (query: ReportListQuery) =>
  useListQuery(qualityKeys.reports(query.projectId, query), () => call(API.safetyFiles.reports, { query }));

/** Publishes a safety report: every other member of the project gets a message. */
export const useAddSafetyReport = (projectId: number) =>
  useQualityChange(projectId, (body: SafetyReportBody) => call(API.safetyFiles.addReport, { body }));

/** Deletes a safety report. */
export const useDeleteSafetyReport = (projectId: number) =>
  useQualityChange(projectId, (reportId: number) => call(API.safetyFiles.removeReport, { params: { id: reportId } }));
