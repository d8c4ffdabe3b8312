import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** One safety report (安全专项检查通报). */
export const getSafetyReport = async (reportId: number) =>
  (await call(API.safetyFiles.report, { params: { id: reportId } })).data;

export const useSafetyReport = (reportId: number | null) =>
  useQuery({
    queryKey: ['safety-report', reportId],
    queryFn: () => getSafetyReport(reportId as number),
    enabled: reportId !== null,
  });
