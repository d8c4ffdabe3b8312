import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, SafetyReportRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /business/safetyFile/getSafetyReport/{id}: one safety report (安全专项检查通报). */
export const getSafetyReport = async (reportId: number) =>
  (await http.get<AjaxResult<SafetyReportRow>>(`/business/safetyFile/getSafetyReport/${reportId}`)).data;

export const useSafetyReport = (reportId: number | null) =>
  useQuery({
    queryKey: ['safety-report', reportId],
    queryFn: () => getSafetyReport(reportId as number),
    enabled: reportId !== null,
  });
