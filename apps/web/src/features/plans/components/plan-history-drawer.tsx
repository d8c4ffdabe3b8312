import { PlusOutlined } from '@ant-design/icons';
import { PLAN_PERMS as P, type PlanDetail, type PlanRecordRow } from '@zj/contract';
import { Button, Drawer, Empty, Pagination, Spin, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { ApprovalSteps } from '@/shared/ui/approval-steps.tsx';
import { useAllowed } from '@/shared/ui/list/perm-link.tsx';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { usePlanRecords, usePlanSwo, useRecordPlan } from '../api/plans-api.ts';
import { PlanStatusTag } from './plan-status-tag.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import '../plans-texts.ts';

export type HistoryTab = 'approval' | 'records';

/** 审批记录 (the plan's status and the steps of its approvals) and 版本记录 (versions with their changes; 记录版本). */
export function PlanHistoryDrawer({
  projectId,
  plan,
  tab,
  onTab,
  onClose,
}: {
  projectId: number;
  plan: PlanDetail;
  /** null: closed. */
  tab: HistoryTab | null;
  onTab: (tab: HistoryTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  return (
    <Drawer
      open={tab !== null}
      onClose={onClose}
      title={`${plan.planName} · ${t('plan.history')}`}
      size={narrow ? '100%' : 560}
      data-testid="plan-history"
    >
      <Tabs
        activeKey={tab ?? 'approval'}
        onChange={(key) => onTab(key as HistoryTab)}
        items={[
          {
            key: 'approval',
            label: t('plan.approval'),
            children: tab === 'approval' && <Approval projectId={projectId} plan={plan} />,
          },
          {
            key: 'records',
            label: t('plan.records'),
            children: tab === 'records' && <Records projectId={projectId} plan={plan} />,
          },
        ]}
      />
    </Drawer>
  );
}

function Approval({ projectId, plan }: { projectId: number; plan: PlanDetail }) {
  const swo = usePlanSwo(projectId, plan.planId, true);
  if (swo.isLoading) return <Spin />;
  const data = swo.data;
  if (!data) return null;
  return (
    <div data-testid="plan-approval">
      <div style={{ marginBottom: 12 }}>
        <PlanStatusTag status={data.status} testId="plan-approval-status" />
      </div>
      <ApprovalSteps rejectReason={data.rejectReason} steps={data.steps} stepTestId="plan-approval-step" />
    </div>
  );
}

function Records({ projectId, plan }: { projectId: number; plan: PlanDetail }) {
  const { t } = useTranslation();
  const allowed = useAllowed();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [asking, setAsking] = useState(false);
  const records = usePlanRecords(projectId, plan.planId, page, true);
  const record = useRecordPlan(projectId);
  const rows = records.data?.rows ?? [];
  return (
    <div data-testid="plan-records">
      {allowed(P.edit, { projectId }) && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setAsking(true)}
          style={{ marginBottom: 12 }}
          data-testid="plan-record-add"
        >
          {t('plan.addRecord')}
        </Button>
      )}
      <Spin spinning={records.isFetching}>
        {rows.length === 0 && !records.isFetching ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plan.noRecords')} />
        ) : (
          rows.map((row) => <RecordItem key={row.recordId} row={row} />)
        )}
      </Spin>
      {(records.data?.total ?? 0) > page.pageSize && (
        <Pagination
          size="small"
          style={{ marginTop: 8 }}
          current={page.pageNum}
          pageSize={page.pageSize}
          total={records.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      )}
      <ReasonDialog
        open={asking}
        title={t('plan.addRecord')}
        label={t('plan.recordReason')}
        testId="plan-record-reason"
        onOk={async (reason) => {
          await record.mutateAsync({ planId: plan.planId, reason });
          feedback().success(t('plan.recorded'));
        }}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}

function RecordItem({ row }: { row: PlanRecordRow }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={`plan-record-${row.recordId}`}
      style={{ padding: '8px 0', borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}
    >
      <div>
        <Tag color="blue">{t('plan.versionNo', { no: row.versionNo })}</Tag>
        <Tag>{t(`plan.recordType.${row.recordType}`)}</Tag>
        <Typography.Text type="secondary">
          {t('plan.recordLine', { by: row.createBy, time: row.createTime })}
        </Typography.Text>
      </div>
      {row.reason && <div style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{row.reason}</div>}
      {row.changes.length === 0 ? (
        <Typography.Text type="secondary">{t('plan.noChanges')}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {row.changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the changes of a version are fixed text in order
            <li key={index}>{change}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
