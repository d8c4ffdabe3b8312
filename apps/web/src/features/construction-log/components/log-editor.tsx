import { type ConstructionLogDetail, CONSTRUCTION_LOG_PERMS as P } from '@zj/contract';
import { Alert, Button, Drawer, Form, Space, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { previousLog, useLog, useLogChanges } from '../api/construction-logs.ts';
import { bodyOf, emptyLog, formOf, type LogFormValues } from '../log-form-model.ts';
import { LogForm } from './log-form.tsx';

/** What the editor shows: a stored log (its day when known, for the title while it loads), or a new one of a day. */
export type EditorTarget = { logId: number; date?: string } | { date: string };

interface LogEditorProps {
  projectId: number;
  target: EditorTarget | null;
  onClose: () => void;
  /** A new log was saved: the editor goes on with it. */
  onCreated: (logId: number, date: string) => void;
  onPrint: (log: ConstructionLogDetail) => void;
}

/** What the user may do with the log in the editor. */
function useLogRights(log: ConstructionLogDetail | undefined) {
  const access = useAccess();
  const userId = useSession((state) => state.user?.userId);
  const signed = Boolean(log?.signedTime);
  return {
    signed,
    save: !signed && access.hasProjectPermi([log ? P.edit : P.add]),
    remove: Boolean(log) && !signed && access.hasProjectPermi([P.remove]),
    sign: Boolean(log) && !signed && access.hasProjectPermi([P.sign]),
    isAuthor: log !== undefined && log.authorId === userId,
  };
}

/** The drawer of one day's log: write or change it, sign it (its author), delete it, print it. */
export function LogEditor({ projectId, target, onClose, onCreated, onPrint }: LogEditorProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [form] = Form.useForm<LogFormValues>();
  const logId = target && 'logId' in target ? target.logId : null;
  const stored = useLog(projectId, logId);
  const log = stored.data;
  const changes = useLogChanges(projectId);
  const rights = useLogRights(log);
  const date = log?.logDate ?? target?.date ?? '';
  const initial = useMemo(() => (log ? formOf(log) : emptyLog()), [log]);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, initial]);

  const save = async () => {
    const values = bodyOf(await form.validateFields());
    if (log) {
      await changes.edit.mutateAsync({ logId: log.logId, ...values });
      feedback().success(t('clog.saved'));
    } else {
      const created = await changes.add.mutateAsync({ projectId, logDate: date, ...values });
      feedback().success(t('clog.saved'));
      onCreated(created, date);
    }
  };
  const sign = () =>
    log &&
    confirmThen(t('clog.signConfirm'), () => changes.sign.mutateAsync(log.logId), t('clog.signDone'), {
      closeOnFailure: true,
    });
  const remove = () =>
    log &&
    confirmThen(
      t('clog.deleteConfirm', { date: log.logDate }),
      () => changes.remove.mutateAsync(log.logId),
      t('common.deleteSuccess'),
      { after: onClose, closeOnFailure: true },
    );

  // A long form typed on site is not lost to a stray click: closing with changes asks first.
  const close = () => {
    if (rights.save && form.isFieldsTouched()) confirmThen(t('clog.discard'), onClose, null);
    else onClose();
  };
  const copyPrevious = async () => {
    const previous = await previousLog(projectId, date);
    if (!previous) return feedback().warning(t('clog.noPrevious'));
    form.setFieldsValue({ manpower: previous.manpower, machinery: previous.machinery });
    feedback().success(t('clog.copied', { date: previous.logDate }));
  };

  const busy = changes.add.isPending || changes.edit.isPending;
  const loading = logId !== null && !log;
  return (
    <Drawer
      open={target !== null}
      onClose={close}
      maskClosable={false}
      size={narrow ? '100%' : 980}
      title={t(logId !== null ? 'clog.editTitle' : 'clog.newTitle', { date })}
      destroyOnHidden
      data-testid="clog-editor"
      extra={
        log ? (
          <Space wrap>
            <Button onClick={() => onPrint(log)} data-testid="clog-print">
              {t('clog.print')}
            </Button>
            {rights.remove ? (
              <Button danger onClick={remove} data-testid="clog-delete">
                {t('clog.delete')}
              </Button>
            ) : null}
          </Space>
        ) : rights.save ? (
          <Button onClick={() => void copyPrevious()} data-testid="clog-copy-previous">
            {t('clog.copyPrevious')}
          </Button>
        ) : null
      }
      footer={
        !loading && (rights.save || rights.sign) ? (
          <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
            {rights.sign ? (
              <Button
                onClick={sign}
                disabled={!rights.isAuthor}
                title={rights.isAuthor ? undefined : t('clog.signOnlyAuthor', { name: log?.createBy })}
                data-testid="clog-sign"
              >
                {t('clog.sign')}
              </Button>
            ) : null}
            {rights.save ? (
              <Button type="primary" loading={busy} onClick={() => void save().catch(() => {})} data-testid="clog-save">
                {t('clog.save')}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {loading ? (
        <Spin />
      ) : (
        <>
          {log?.signedTime ? (
            <Alert
              type="success"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('clog.lockedHint', { name: log.signedBy, time: log.signedTime })}
              data-testid="clog-locked"
            />
          ) : null}
          {log && !log.signedTime && rights.sign && !rights.isAuthor ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('clog.signOnlyAuthor', { name: log.createBy })}
            />
          ) : null}
          <LogForm
            form={form}
            projectId={projectId}
            initial={initial}
            knownProblems={log?.problems ?? []}
            readOnly={!rights.save}
          />
        </>
      )}
    </Drawer>
  );
}
