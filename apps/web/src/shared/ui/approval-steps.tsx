import { Alert, Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addTexts } from '@/shared/i18n/add-texts.ts';

addTexts({
  'approval.rejected': { zh: '驳回原因：{{reason}}', en: 'Rejected: {{reason}}' },
  'approval.noSteps': { zh: '尚未提交审批', en: 'Not submitted for approval yet' },
  'approval.step.open': { zh: '待处理', en: 'Open' },
  'approval.step.1': { zh: '通过', en: 'Approved' },
  'approval.step.2': { zh: '驳回', en: 'Rejected' },
});

/** A step of a business record's approval, as showPlanSwo and a measure's approval answer it. */
export interface ApprovalStep {
  taskName: string;
  assignee: string | null;
  /** '1' approved, '2' rejected, null while open. */
  approve: string | null;
  comment: string | null;
  startTime: string;
  endTime: string | null;
}

const colorOf = (approve: string | null) => (approve === '2' ? 'red' : approve === '1' ? 'green' : 'blue');
const tagOf = (approve: string | null) => (approve === '2' ? 'error' : approve === '1' ? 'success' : 'processing');

/**
 * The rejection reason and the steps of a record's current or last approval (who, passed /
 * rejected / open, when, the comment), as a timeline; 尚未提交审批 without steps.
 */
export function ApprovalSteps({
  rejectReason,
  steps,
  stepTestId,
}: {
  rejectReason: string | null;
  steps: readonly ApprovalStep[];
  /** The test id of each step. */
  stepTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {rejectReason && (
        <Alert
          type="error"
          showIcon
          title={t('approval.rejected', { reason: rejectReason })}
          style={{ marginBottom: 12 }}
        />
      )}
      {steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.noSteps')} />
      ) : (
        <Timeline
          items={steps.map((step, index) => ({
            key: `${step.startTime}-${index}`,
            color: colorOf(step.approve),
            children: (
              <div data-testid={stepTestId}>
                <Typography.Text strong>{step.taskName}</Typography.Text>{' '}
                <Tag color={tagOf(step.approve)}>{t(`approval.step.${step.approve ?? 'open'}`)}</Tag>
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
    </>
  );
}
