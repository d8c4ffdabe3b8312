import { useQuery } from '@tanstack/react-query';
import { QUALITY_IMPROVEMENT } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/**
 * A problem's completion approvals (table quality_improvement,
 * the only approval a message opens), newest first (data[0] is the latest).
 */
export const getApprovals = async (bizId: string) =>
  (await call(API.tasks.approvals, { params: { bizId }, query: { bizTable: QUALITY_IMPROVEMENT.bizTable } })).data;

export const useLatestApproval = (bizId: string | null) =>
  useQuery({
    queryKey: ['messages', 'approval', bizId],
    queryFn: async () => (await getApprovals(bizId ?? ''))[0] ?? null,
    enabled: Boolean(bizId),
  });
