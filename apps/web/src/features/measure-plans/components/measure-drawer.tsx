import { MEASURE_CATEGORY_DICT, MEASURE_PERMS as P } from '@zj/contract';
import { Button, Descriptions, Drawer, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store.ts';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useAllowed } from '@/shared/ui/list/perm-link.tsx';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { useMeasure } from '../api/measure-plans-api.ts';
import { ApprovalSteps } from './approval-steps.tsx';
import { changeable, completableBy } from './measure-actions.ts';
import { MeasureStatusTag } from './measure-status-tag.tsx';
import '../measure-texts.ts';

/** The uploaded files of a comma-joined list, as links named by their stored file name. */
function Files({ urls, testId }: { urls: string; testId: string }) {
  const { t } = useTranslation();
  const list = urls ? urls.split(',') : [];
  if (list.length === 0) return <Typography.Text type="secondary">{t('measure.none')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0} data-testid={testId}>
      {list.map((url) => (
        <Typography.Link key={url} href={url} target="_blank" rel="noopener noreferrer">
          {url.slice(url.lastIndexOf('/') + 1)}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** A measure's details, its approval and the actions its state allows (修改, 提交审批, 完成). */
export function MeasureDrawer({
  projectId,
  measureId,
  onClose,
  onEdit,
  onApply,
  onComplete,
}: {
  projectId: number;
  /** null: closed. */
  measureId: number | null;
  onClose: () => void;
  onEdit: (measureId: number) => void;
  onApply: (measure: { measureId: number; title: string }) => void;
  onComplete: (measureId: number) => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const allowed = useAllowed();
  const userId = useSession((s) => s.user?.userId);
  const categories = useDict(MEASURE_CATEGORY_DICT)[MEASURE_CATEGORY_DICT];
  const measure = useMeasure(projectId, measureId);
  const m = measure.data;
  const may = (perm: string) => allowed(perm, { projectScoped: true });
  const actions: ReactNode[] = m
    ? [
        changeable(m) && may(P.edit) && (
          <Button key="edit" onClick={() => onEdit(m.measureId)} data-testid="measure-drawer-edit">
            {t('common.edit')}
          </Button>
        ),
        changeable(m) && may(P.apply) && (
          <Button key="apply" type="primary" onClick={() => onApply(m)} data-testid="measure-drawer-apply">
            {t('measure.apply')}
          </Button>
        ),
        completableBy(m, userId) && may(P.complete) && (
          <Button
            key="complete"
            type="primary"
            onClick={() => onComplete(m.measureId)}
            data-testid="measure-drawer-complete"
          >
            {t('measure.complete')}
          </Button>
        ),
      ].filter(Boolean)
    : [];
  return (
    <Drawer
      open={measureId !== null}
      onClose={onClose}
      title={m?.title ?? t('measure.detail')}
      size={narrow ? '100%' : 620}
      extra={actions.length > 0 && <Space wrap>{actions}</Space>}
      data-testid="measure-drawer"
    >
      {!m ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('measure.status')}>
              <MeasureStatusTag status={m.status} overdue={m.overdue} testId="measure-drawer-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('measure.category')}>
              <DictTag options={categories} value={m.category} />
            </Descriptions.Item>
            <Descriptions.Item label={t('measure.owner')}>{m.ownerName}</Descriptions.Item>
            <Descriptions.Item label={t('measure.deadline')}>{m.deadline}</Descriptions.Item>
            <Descriptions.Item label={t('measure.content')}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{m.content}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('measure.attachments')}>
              <Files urls={m.attachments} testId="measure-drawer-attachments" />
            </Descriptions.Item>
            {m.remark && <Descriptions.Item label={t('measure.remark')}>{m.remark}</Descriptions.Item>}
            <Descriptions.Item label={t('measure.createBy')}>
              {[m.createBy, m.createTime].filter(Boolean).join(' · ')}
            </Descriptions.Item>
            {m.completeTime && (
              <>
                <Descriptions.Item label={t('measure.completionNote')}>
                  <div style={{ whiteSpace: 'pre-wrap' }} data-testid="measure-drawer-note">
                    {m.completionNote}
                  </div>
                </Descriptions.Item>
                <Descriptions.Item label={t('measure.completionFiles')}>
                  <Files urls={m.completionFiles} testId="measure-drawer-completion-files" />
                </Descriptions.Item>
                <Descriptions.Item label={t('measure.completedBy')}>
                  {[m.completedBy, m.completeTime].join(' · ')}
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('measure.approval')}
          </Typography.Title>
          <ApprovalSteps projectId={projectId} measureId={m.measureId} />
        </>
      )}
    </Drawer>
  );
}
