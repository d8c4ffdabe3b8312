import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, QualityReport } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { qualityKeys } from './quality-keys.ts';

/** GET /business/quality/qualityReport/{projectId}?month=YYYY-MM (质量报告). */
export const useQualityReport = (projectId: number, month: string) =>
  useQuery({
    queryKey: qualityKeys.report(projectId, month),
    queryFn: async () =>
      (await http.get<AjaxResult<QualityReport>>(`/business/quality/qualityReport/${projectId}`, { month })).data,
  });
