import { PlusOutlined } from '@ant-design/icons';
import { PROBLEM_STATUS } from '@zj/contract';
import { Alert, Badge, Button, Col, Descriptions, Empty, List, Modal, Row, Spin, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { ApprovalPanel } from './approval-panel.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { PhotoStrip } from './photo-strip.tsx';
import { type ProblemFamily, useProblem, useRectifications } from './problem-api.ts';
import { problemEvents } from './problem-events.ts';
import { QUICK_COMPLETE_PERM } from './problem-live.ts';
import { AddRectificationDialog, RectificationDetailDialog } from './rectification-dialogs.tsx';
import { ShareLink } from './share-link.tsx';
import { useProblemStatus } from './use-problem-status.ts';
import { useProblemTopic } from './use-problem-topic.ts';
import './problem-texts.ts';

/** Display limits of the read-only header (spec 02 §5). */
const NAME_MAX = 20;
const NOTE_MAX = 100;

export interface ProblemDialogProps {
  /** The problem to show; null closes the dialog. */
  problemId: number | null;
  /** The problem's project; falls back to the current project. */
  projectId?: number | null;
  /** false renders the dialog where it is instead of on the page body. */
  appendToBody?: boolean;
  /** 'model' for 问题追踪's problems (default: quality and safety problems). */
  family?: ProblemFamily;
  onClose(): void;
  /** Once the dialog is gone (after its animation). */
  afterClose?(): void;
}

const LEVEL_COLOR: Record<string, string> = { 重要: 'red', 一般: 'orange', 次要: 'blue' };

/** 列表治理: the problem detail dialog of spec 02 §2. */
export function ProblemDialog({
  problemId,
  projectId,
  appendToBody = true,
  family = 'quality',
  onClose,
  afterClose,
}: ProblemDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={problemId !== null}
      title={t('problem.dialog.title')}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={1000}
      getContainer={appendToBody ? undefined : false}
      destroyOnHidden
      data-testid="problem-dialog"
    >
      {problemId !== null && (
        <ProblemBody problemId={problemId} projectId={projectId ?? null} appendToBody={appendToBody} family={family} />
      )}
    </Modal>
  );
}

function ProblemBody({
  problemId,
  projectId,
  appendToBody,
  family,
}: {
  problemId: number;
  projectId: number | null;
  appendToBody: boolean;
  family: ProblemFamily;
}) {
  const { t } = useTranslation();
  const currentProjectId = useCurrentProject((state) => state.projectId);
  const currentProjectName = useCurrentProject((state) => state.projectName);
  const { inProject } = useProjectAccess();
  const problem = useProblem(problemId, family);
  const rectifications = useRectifications(problemId);
  const [adding, setAdding] = useState(false);
  const [shownRectification, setShownRectification] = useState<number | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const rows = rectifications.data?.rows ?? [];
  const status = useProblemStatus(problemId, problem.data?.status ?? 1, rows.length);
  const container = appendToBody ? undefined : (false as const);

  useProblemTopic(problemId);

  if (problem.isLoading) return <Spin />;
  if (!problem.data) return <Empty />;
  const detail = problem.data;
  const project = projectId ?? detail.projectId ?? Number(currentProjectId);
  const projectName = detail.projectName || (project === Number(currentProjectId) ? (currentProjectName ?? '') : '');
  const level = detail.level ?? '';

  return (
    <div data-testid="problem-detail" data-status={detail.status}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label={t('problem.field.level')}>
          {level ? <Tag color={LEVEL_COLOR[level]}>{t(`problem.level.${level}`, { defaultValue: level })}</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('problem.field.name')}>
          <span data-testid="problem-name">{detail.name.slice(0, NAME_MAX)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('problem.field.content')} span={2}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{(detail.content ?? '').slice(0, NOTE_MAX)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('problem.field.files')} span={2}>
          <PhotoStrip files={detail.files} testId="problem-photos" />
        </Descriptions.Item>
        <Descriptions.Item label={t('problem.field.createTime')}>{detail.createTime ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('problem.field.implementer')}>
          {detail.implementerUser.join('、') || t('problem.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('problem.field.component')} span={2}>
          {detail.extend1 ? (
            <Typography.Link
              onClick={() => problemEvents.emit('jumpToComponent', { problemId, component: detail.extend1 ?? '' })}
              data-testid="problem-component"
            >
              {detail.extend1}
            </Typography.Link>
          ) : (
            t('problem.none')
          )}
        </Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 8 }}>
        <ShareLink detail={detail} />
      </div>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('problem.rect.title')} <Badge count={rows.length} showZero color="blue" data-testid="rect-count" />
            </Typography.Title>
            {/* Rectifications are added while the problem is open (信息确认); the server refuses them after. */}
            <Tooltip title={detail.status === PROBLEM_STATUS.confirmed ? undefined : t('problem.rect.closed')}>
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={detail.status !== PROBLEM_STATUS.confirmed}
                onClick={() => setAdding(true)}
                data-testid="rect-add"
              >
                {t('problem.rect.add')}
              </Button>
            </Tooltip>
          </div>
          <List
            size="small"
            bordered
            loading={rectifications.isLoading}
            locale={{ emptyText: t('problem.rect.empty') }}
            dataSource={rows}
            style={{ maxHeight: 240, overflowY: 'auto' }}
            data-testid="rect-list"
            renderItem={(row) => (
              <List.Item
                onClick={() => setShownRectification(row.id)}
                style={{ cursor: 'pointer' }}
                data-testid="rect-item"
              >
                <List.Item.Meta
                  title={<Typography.Text ellipsis>{row.content}</Typography.Text>}
                  description={t('problem.rect.by', { creator: row.creator, time: row.createTime ?? '' })}
                />
              </List.Item>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('problem.approval.title')}
          </Typography.Title>
          {detail.rejectReason !== null && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('problem.approval.rejected', { reason: detail.rejectReason || t('problem.none') })}
              data-testid="problem-reject-reason"
            />
          )}
          <ApprovalPanel
            status={detail.status}
            busy={status.busy}
            mayQuickComplete={inProject(project, QUICK_COMPLETE_PERM)}
            onApply={status.apply}
            onQuickComplete={status.quickComplete}
            onNotice={() => setNoticeOpen(true)}
          />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('problem.chat.title')}
          </Typography.Title>
          <ChatPanel problemId={problemId} />
        </Col>
      </Row>

      <AddRectificationDialog
        problemId={problemId}
        open={adding}
        onClose={() => setAdding(false)}
        getContainer={container}
      />
      <RectificationDetailDialog
        rectificationId={shownRectification}
        onClose={() => setShownRectification(null)}
        getContainer={container}
      />
      {noticeOpen && (
        <NoticeDialog
          open={noticeOpen}
          problem={detail}
          projectName={projectName}
          onClose={() => setNoticeOpen(false)}
          getContainer={container}
        />
      )}
    </div>
  );
}
