import {
  AuditOutlined,
  BoxPlotOutlined,
  ExportOutlined,
  HistoryOutlined,
  SendOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { PLAN_PERMS as P, PLAN_STATUS, type PlanDetail } from '@zj/contract';
import { Alert, Button, Card, Empty, Flex, Progress, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useAllowed } from '@/shared/ui/list/perm-link.tsx';
import { exportPlanXml, useApplyPlan, usePlan } from '../api/plans-api.ts';
import { PlanEditor } from '../gantt/plan-editor.tsx';
import { type HistoryTab, PlanHistoryDrawer } from './plan-history-drawer.tsx';
import { PlanShareDialog } from './plan-share-dialog.tsx';
import { PlanStatusTag } from './plan-status-tag.tsx';
import '../plans-texts.ts';
import '../four-d/four-d-texts.ts';

/** 4D 模拟 with the model viewer: loaded when opened. */
const FourDDrawer = lazy(() => import('../four-d/four-d-drawer.tsx'));

/** The chosen plan: its figures and actions (提交审批, 审批记录, 版本记录, 导出, 分享) over its gantt. */
export function PlanPanel({ projectId, planId }: { projectId: number; planId: number | null }) {
  const { t } = useTranslation();
  const plan = usePlan(projectId, planId);
  if (planId === null)
    return (
      <Card>
        <Empty description={t('plan.choose')} data-testid="plan-none" />
      </Card>
    );
  if (plan.isLoading)
    return (
      <Card>
        <Spin />
      </Card>
    );
  if (!plan.data)
    return (
      <Card>
        <Empty description={t('plan.choose')} data-testid="plan-none" />
      </Card>
    );
  return <PlanCard projectId={projectId} plan={plan.data} onReload={() => void plan.refetch()} />;
}

function PlanCard({ projectId, plan, onReload }: { projectId: number; plan: PlanDetail; onReload: () => void }) {
  const { t } = useTranslation();
  const allowed = useAllowed();
  const apply = useApplyPlan(projectId);
  const [history, setHistory] = useState<HistoryTab | null>(null);
  const [sharing, setSharing] = useState(false);
  const [fourD, setFourD] = useState(false);
  const may = (perm: string) => allowed(perm, { projectId });
  const canApply = plan.status === PLAN_STATUS.draft || plan.status === PLAN_STATUS.rejected;
  const askApply = () =>
    confirmThen(
      t('plan.applyConfirm', { name: plan.planName }),
      () => apply.mutateAsync({ planId: plan.planId }),
      t('plan.applied'),
      {
        closeOnFailure: true,
      },
    );
  return (
    <Card size="small" data-testid="plan-panel">
      <Flex wrap gap={8} justify="space-between" align="flex-start" style={{ marginBottom: 8 }}>
        <div style={{ minWidth: 0 }}>
          <Space wrap size={6}>
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="plan-name">
              {plan.planName}
            </Typography.Title>
            <PlanStatusTag status={plan.status} testId="plan-status" />
            {plan.versionNo > 0 && <Tag color="blue">{t('plan.versionNo', { no: plan.versionNo })}</Tag>}
            {plan.tag && <Tag color="purple">{plan.tag}</Tag>}
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
            {plan.startDate} ~ {plan.finishDate ?? '—'} · {t('plan.days', { count: plan.duration })} ·{' '}
            {t('plan.field.tasks')} {plan.taskCount}
            {plan.plannedProgress !== null && ` · ${t('plan.field.planned')} ${Math.round(plan.plannedProgress)}%`}
          </Typography.Paragraph>
          <Progress
            percent={Math.round(plan.progress)}
            size="small"
            style={{ maxWidth: 360, margin: 0 }}
            data-testid="plan-progress"
          />
        </div>
        <Space wrap size={4}>
          {canApply && may(P.apply) && (
            <Button
              size="small"
              type="primary"
              ghost
              icon={<SendOutlined />}
              loading={apply.isPending}
              onClick={askApply}
              data-testid="plan-apply"
            >
              {t('plan.apply')}
            </Button>
          )}
          <Button
            size="small"
            icon={<AuditOutlined />}
            onClick={() => setHistory('approval')}
            data-testid="plan-approval-open"
          >
            {t('plan.approval')}
          </Button>
          <Button
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => setHistory('records')}
            data-testid="plan-records-open"
          >
            {t('plan.records')}
          </Button>
          {may(P.export) && (
            <Button
              size="small"
              icon={<ExportOutlined />}
              onClick={() => void exportPlanXml(plan.planId, plan.planName)}
              data-testid="plan-export"
            >
              {t('plan.export')}
            </Button>
          )}
          <Button size="small" icon={<BoxPlotOutlined />} onClick={() => setFourD(true)} data-testid="plan-four-d">
            {t('fourD.open')}
          </Button>
          {may(P.share) && (
            <Button size="small" icon={<ShareAltOutlined />} onClick={() => setSharing(true)} data-testid="plan-share">
              {t('plan.share')}
            </Button>
          )}
        </Space>
      </Flex>
      {plan.status === PLAN_STATUS.rejected && plan.rejectReason && (
        <Alert
          type="error"
          showIcon
          title={t('plan.rejected', { reason: plan.rejectReason })}
          style={{ marginBottom: 8 }}
          data-testid="plan-rejected"
        />
      )}
      <PlanEditor
        key={`${plan.planId}-${plan.versionNo}-${plan.status}-${plan.updateTime ?? ''}`}
        projectId={projectId}
        plan={plan}
        canEdit={may(P.edit)}
        onReload={onReload}
      />
      <PlanHistoryDrawer
        projectId={projectId}
        plan={plan}
        tab={history}
        onTab={setHistory}
        onClose={() => setHistory(null)}
      />
      {fourD && (
        <Suspense fallback={null}>
          <FourDDrawer projectId={projectId} plan={plan} onClose={() => setFourD(false)} />
        </Suspense>
      )}
      {sharing && (
        <PlanShareDialog projectId={projectId} plan={plan} shared={plan.shared} onClose={() => setSharing(false)} />
      )}
    </Card>
  );
}
