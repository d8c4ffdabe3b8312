import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { qualityKeys } from './quality-keys.ts';

/** 质量报告: the project's month (YYYY-MM). */
export const useQualityReport = (projectId: number, month: string) =>
  useQuery({
    queryKey: qualityKeys.report(projectId, month),
    queryFn: async () => (await call(API.quality.report, { params: { projectId }, query: { month } })).data,
  });
