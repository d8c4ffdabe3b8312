import { useQuery } from '@tanstack/react-query';
import { type AjaxResult, type ApprovalRecord, QUALITY_IMPROVEMENT } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/**
 * GET /system/order/approval/{bizId}: a problem's completion approvals (table quality_improvement,
 * the only approval a message opens), newest first (data[0] is the latest).
 */
export const getApprovals = async (bizId: string) =>
  (
    await http.get<AjaxResult<ApprovalRecord[]>>(`/system/order/approval/${encodeURIComponent(bizId)}`, {
      bizTable: QUALITY_IMPROVEMENT.bizTable,
    })
  ).data;

export const useLatestApproval = (bizId: string | null) =>
  useQuery({
    queryKey: ['messages', 'approval', bizId],
    queryFn: async () => (await getApprovals(bizId ?? ''))[0] ?? null,
    enabled: Boolean(bizId),
  });
