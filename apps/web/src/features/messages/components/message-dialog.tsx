import type { SysMessageRow } from '@zj/contract';
import { Alert, Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownText } from '@/shared/i18n/shown-text.ts';
import { useLatestApproval } from '../api/get-approval.ts';
import type { MessageDialogKind } from '../open-message.ts';
import { aboutSafetyProblem, relateKind, relateLabel } from '../relate-label.ts';

/** spec 01 §2: bulletin 600 px, approval information 400 px; the problem panel as wide as the bulletin. */
const LAYOUT: Record<MessageDialogKind, { titleKey: string; width: number }> = {
  safety: { titleKey: 'messages.safetyTitle', width: 600 },
  quality: { titleKey: 'messages.qualityTitle', width: 600 },
  approval: { titleKey: 'messages.approvalTitle', width: 400 },
  // Only when the message names no notice (the notice view opens otherwise).
  notice: { titleKey: 'messages.table.problem_notice', width: 600 },
};

/** Labels on one line: in the 400 px 审批信息 dialog they would otherwise wrap a character per line. */
const LABELS = { label: { whiteSpace: 'nowrap', width: '1%' } } as const;

export interface MessageDialogProps {
  dialog: { kind: MessageDialogKind; message: SysMessageRow } | null;
  onClose(): void;
  /** Once the dialog is gone (after its animation). */
  afterClose?(): void;
}

/**
 * What a message opens: the safety bulletin, the quality problem panel, or the approval's
 * rejection reason (read from approval/{bizId}). The safety bulletin is the report itself (getSafetyReport);
 * a quality problem or a notice whose id the message lacks is named (table and id) with a note.
 */
export function MessageDialog({ dialog, onClose, afterClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const layout = dialog ? LAYOUT[dialog.kind] : null;
  return (
    <Modal
      open={dialog !== null}
      onCancel={onClose}
      afterClose={afterClose}
      title={
        layout && dialog
          ? t(
              dialog.kind === 'quality' && aboutSafetyProblem(dialog.message)
                ? 'messages.safetyProblemTitle'
                : layout.titleKey,
            )
          : ''
      }
      width={layout?.width}
      footer={<Button onClick={onClose}>{t('messages.close')}</Button>}
      destroyOnHidden
    >
      {dialog && (
        <div data-testid="message-dialog" data-kind={dialog.kind}>
          {dialog.kind === 'approval' ? (
            <ApprovalBody message={dialog.message} />
          ) : dialog.kind === 'safety' ? (
            <Suspense fallback={<Spin />}>
              <SafetyBulletinById reportId={reportIdOf(dialog.message)} />
            </Suspense>
          ) : (
            <RecordBody {...dialog} />
          )}
        </div>
      )}
    </Modal>
  );
}

/** The bulletin's code comes when a safety report is opened, not with the drawer. */
const SafetyBulletinById = lazy(() =>
  import('@/shared/safety/safety-bulletin.tsx').then((m) => ({ default: m.SafetyBulletinById })),
);

/** The safety report a safety_report message refers to (its relateId). */
const reportIdOf = (message: SysMessageRow) => {
  const id = Number(message.relateId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** 审批信息: the rejection reason is the latest approval record's message (approval/{bizId} data[0]). */
function ApprovalBody({ message }: { message: SysMessageRow }) {
  const { t } = useTranslation();
  const shown = useShownText();
  const approval = useLatestApproval(message.relateId);
  const reason = approval.data ? approval.data.message : message.content;
  return (
    <Descriptions column={1} size="small" bordered styles={LABELS}>
      <Descriptions.Item label={t('messages.field.title')}>{shown(message)}</Descriptions.Item>
      <Descriptions.Item label={t('messages.rejectReason')}>
        {approval.isLoading ? (
          <Spin size="small" />
        ) : (
          <span style={{ whiteSpace: 'pre-wrap' }} data-testid="message-reject-reason">
            {reason || t('messages.noReason')}
          </span>
        )}
      </Descriptions.Item>
      {approval.data && (
        <Descriptions.Item label={t('messages.approver')}>
          {approval.data.userName}
          {approval.data.taskName ? ` · ${approval.data.taskName}` : ''}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('messages.field.time')}>
        {approval.data?.createTime ?? message.createTime ?? ''}
      </Descriptions.Item>
    </Descriptions>
  );
}

function RecordBody({ message }: { kind: MessageDialogKind; message: SysMessageRow }) {
  const { t } = useTranslation();
  const shown = useShownText();
  return (
    <>
      <Descriptions column={1} size="small" bordered styles={LABELS}>
        <Descriptions.Item label={t('messages.field.title')}>{shown(message)}</Descriptions.Item>
        <Descriptions.Item label={t('messages.field.time')}>{message.createTime ?? ''}</Descriptions.Item>
        {message.createBy && (
          <Descriptions.Item label={t('messages.field.sender')}>{message.createBy}</Descriptions.Item>
        )}
        {message.content && (
          <Descriptions.Item label={t('messages.field.content')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{message.content}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} data-testid="message-record">
        {relateLabel(t, message)}
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 12 }}
        title={t('messages.moduleOff', { what: relateKind(t, message.relateTable, message) })}
      />
    </>
  );
}
