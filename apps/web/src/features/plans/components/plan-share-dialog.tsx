import { CopyOutlined } from '@ant-design/icons';
import type { PlanRow } from '@zj/contract';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useSharePlan, useUnsharePlan } from '../api/plans-api.ts';
import '../plans-texts.ts';

/** The public read-only link of a plan (/ganttScheduleView/:token, opened without login). */
export const planShareUrl = (token: string) =>
  `${window.location.origin}${window.location.pathname}#/ganttScheduleView/${encodeURIComponent(token)}`;

/**
 * 分享: makes the public link (a new one revokes the old) and shows it to copy, or revokes it. The
 * server keeps only whether the plan is shared: the link is shown when it is made.
 */
export function PlanShareDialog({
  projectId,
  plan,
  shared,
  onClose,
}: {
  projectId: number;
  plan: Pick<PlanRow, 'planId' | 'planName'> | null;
  shared: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const share = useSharePlan(projectId);
  const unshare = useUnsharePlan(projectId);
  const [url, setUrl] = useState<string | null>(null);
  const [on, setOn] = useState(shared);
  if (!plan) return null;
  const make = async () => {
    const answer = await share.mutateAsync(plan.planId);
    if (answer.token) setUrl(planShareUrl(answer.token));
    setOn(true);
  };
  const revoke = async () => {
    await unshare.mutateAsync(plan.planId);
    setUrl(null);
    setOn(false);
    feedback().success(t('plan.shareRevoked'));
  };
  const copy = () =>
    void navigator.clipboard?.writeText(url ?? '').then(
      () => feedback().success(t('plan.shareCopied')),
      () => {},
    );
  return (
    <Modal open title={`${t('plan.shareTitle')} · ${plan.planName}`} onCancel={onClose} footer={null} width={600}>
      <Typography.Paragraph type="secondary">{t('plan.shareHint')}</Typography.Paragraph>
      {url ? (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input readOnly value={url} data-testid="plan-share-url" onFocus={(event) => event.target.select()} />
          <Button icon={<CopyOutlined />} onClick={copy} data-testid="plan-share-copy">
            {t('plan.shareCopy')}
          </Button>
        </Space.Compact>
      ) : (
        <Alert
          type={on ? 'success' : 'info'}
          showIcon
          title={on ? t('plan.shareOn') : t('plan.shareOff')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Space wrap>
        <Button
          type="primary"
          loading={share.isPending}
          onClick={() => void make().catch(() => {})}
          data-testid="plan-share-create"
        >
          {on ? t('plan.shareRenew') : t('plan.shareCreate')}
        </Button>
        {on && (
          <Button
            danger
            loading={unshare.isPending}
            onClick={() => void revoke().catch(() => {})}
            data-testid="plan-share-revoke"
          >
            {t('plan.shareRevoke')}
          </Button>
        )}
      </Space>
    </Modal>
  );
}
