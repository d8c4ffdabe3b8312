import type { MeasureApproval } from '@zj/contract';
import { Alert, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMeasureApproval } from '../api/measure-plans-api.ts';
import '../measure-texts.ts';

const stepColor = (approve: string | null) => (approve === '2' ? 'red' : approve === '1' ? 'green' : 'blue');
const tagColor = (approve: string | null) => (approve === '2' ? 'error' : approve === '1' ? 'success' : 'processing');

/** 审批记录: the rejection reason and the steps of the measure's current or last approval. */
export function ApprovalSteps({ projectId, measureId }: { projectId: number; measureId: number }) {
  const { t } = useTranslation();
  const approval = useMeasureApproval(projectId, measureId);
  if (approval.isLoading) return <Spin />;
  const data: MeasureApproval | undefined = approval.data;
  if (!data) return null;
  return (
    <div data-testid="measure-approval">
      {data.rejectReason && (
        <Alert
          type="error"
          showIcon
          title={t('measure.rejected', { reason: data.rejectReason })}
          style={{ marginBottom: 12 }}
        />
      )}
      {data.steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('measure.noSteps')} />
      ) : (
        <Timeline
          items={data.steps.map((step, index) => ({
            key: `${step.startTime}-${index}`,
            color: stepColor(step.approve),
            children: (
              <div data-testid="measure-approval-step">
                <Typography.Text strong>{step.taskName}</Typography.Text>{' '}
                <Tag color={tagColor(step.approve)}>
                  {t(step.approve ? `measure.step.${step.approve}` : 'measure.step.open')}
                </Tag>
                <div>
                  <Typography.Text type="secondary">
                    {[step.assignee, step.endTime ?? step.startTime].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </div>
                {step.comment && <div style={{ whiteSpace: 'pre-wrap' }}>{step.comment}</div>}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
