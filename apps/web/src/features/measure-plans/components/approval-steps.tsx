import { Spin } from 'antd';
import { ApprovalSteps as Steps } from '@/shared/ui/approval-steps.tsx';
import { useMeasureApproval } from '../api/measure-plans-api.ts';

/** 审批记录: the rejection reason and the steps of the measure's current or last approval. */
export function ApprovalSteps({ projectId, measureId }: { projectId: number; measureId: number }) {
  const approval = useMeasureApproval(projectId, measureId);
  if (approval.isLoading) return <Spin />;
  const data = approval.data;
  if (!data) return null;
  return (
    <div data-testid="measure-approval">
      <Steps rejectReason={data.rejectReason} steps={data.steps} stepTestId="measure-approval-step" />
    </div>
  );
}
