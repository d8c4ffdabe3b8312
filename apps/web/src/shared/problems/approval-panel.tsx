import { Button, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { canMove, stepOfStatus } from './problem-status.ts';

export interface ApprovalPanelProps {
  status: number;
  busy: boolean;
  /** Whether the caller may quick-complete (a project permission). */
  mayQuickComplete: boolean;
  onApply(): void;
  onQuickComplete(): void;
  onNotice(): void;
}

/**
 * The approval area (spec 02 §2, §4): apply for completion, quick completion, send notice,
 * and the three steps 信息确认 → 申请完成 → 整改完成. Apply and quick-complete are disabled once
 * the status is above 1.
 */
export function ApprovalPanel({
  status,
  busy,
  mayQuickComplete,
  onApply,
  onQuickComplete,
  onNotice,
}: ApprovalPanelProps) {
  const { t } = useTranslation();
  const movable = canMove(status);
  const current = stepOfStatus(status);
  return (
    <div data-testid="approval-panel">
      <Steps
        size="small"
        current={current}
        status={current === 2 ? 'finish' : 'process'}
        data-testid="problem-steps"
        data-status={status}
        items={[
          { title: t('problem.step.confirmed') },
          { title: t('problem.step.applied') },
          { title: t('problem.step.done') },
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" disabled={!movable} loading={busy} onClick={onApply} data-testid="problem-apply">
          {t('problem.approval.apply')}
        </Button>
        {mayQuickComplete && (
          <Button disabled={!movable} loading={busy} onClick={onQuickComplete} data-testid="problem-quick">
            {t('problem.approval.quick')}
          </Button>
        )}
        <Button onClick={onNotice} data-testid="problem-notice">
          {t('problem.approval.notice')}
        </Button>
      </Space>
    </div>
  );
}
