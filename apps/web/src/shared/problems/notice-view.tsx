import { PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { dictLabelIn, PROBLEM_LIMITS } from '@zj/contract';
import { Alert, Button, Checkbox, Form, Input, Modal, Spin, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { PhotoStrip } from './photo-strip.tsx';
import { problemApi, problemKeys, useNotice } from './problem-api.ts';
import type { NoticeRow } from './problem-types.ts';
import './problem-texts.ts';
import './notice-view.css';

/** The notice's title: safety when its table type (extend1) is '2', quality otherwise. */
export const noticeTitleKey = (extend1: string) =>
  extend1 === '2' ? 'problem.notice.titleSafety' : 'problem.notice.titleQuality';

/** The rows of the notice table, in the order of spec 02 §3 "Inspection notice display fields". */
function rowsOf(notice: NoticeRow, language: string): Array<[key: string, value: ReactNode]> {
  return [
    ['problem.notice.projectName', notice.projectName],
    // Levels and hazard types are seeded dictionary labels: in the reader's language.
    ['problem.notice.level', dictLabelIn(notice.level, language)],
    ['problem.notice.type', dictLabelIn(notice.type, language)],
    ['problem.notice.dept', notice.dept],
    ['problem.notice.createTime', notice.createTime],
    ['problem.notice.inspectionContent', notice.inspectionContent],
    ['problem.notice.participants', notice.participants],
    ['problem.notice.sender', notice.createBy],
    ['problem.notice.content', notice.content],
    ['problem.notice.problem', notice.problem],
    ['problem.notice.problemFiles', <PhotoStrip key="p" files={notice.problemFiles} testId="notice-problem-files" />],
    ['problem.notice.processed', notice.processed],
    ['problem.notice.rectification', notice.rectification],
    [
      'problem.notice.rectificationFiles',
      <PhotoStrip key="r" files={notice.rectificationFiles} testId="notice-rectification-files" />,
    ],
    ['problem.notice.rectificationTime', notice.rectificationTime ?? ''],
  ];
}

/** The notice and its reply as a table (what is printed). */
export function NoticeTable({ notice }: { notice: NoticeRow }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="zj-notice-print" data-testid="notice-view">
      <h2 className="zj-notice-print-title">{t(noticeTitleKey(notice.extend1))}</h2>
      <table className="zj-notice-table">
        <tbody>
          {rowsOf(notice, i18n.language).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{t(key)}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('problem.notice.rectificationStatus')}</th>
            <td>
              <Tag
                color={notice.rectificationStatus === '1' ? 'success' : 'warning'}
                data-testid="notice-status"
                data-status={notice.rectificationStatus}
              >
                {t(`problem.notice.status.${notice.rectificationStatus}`)}
              </Tag>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

interface ReplyValues {
  rectification: string;
  rectificationFiles?: string;
  asRectification?: boolean;
}

/**
 * A recipient's reply: the rectification and its photos (the time is the server's). A notice
 * about a problem offers to take the reply as the problem's rectification too (one entry written
 * with the reply, under the rectification's rules: text up to 100, photos required).
 */
function ReplyForm({ notice }: { notice: NoticeRow }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<ReplyValues>();
  const asRectification = Form.useWatch('asRectification', form) === true;
  const [saving, setSaving] = useState(false);
  const submit = async (values: ReplyValues) => {
    setSaving(true);
    try {
      await problemApi.replyNotice({
        id: notice.id,
        rectification: values.rectification,
        rectificationFiles: values.rectificationFiles ?? '',
        ...(values.asRectification ? { asRectification: true } : {}),
      });
      feedback().success(t('problem.notice.replied'));
      // The reloaded notice shows the reply in the table, and the form goes; the problem's
      // rectifications (and its count) are read again when the reply became one.
      await client.invalidateQueries({ queryKey: problemKeys.notice(notice.id) });
      if (values.asRectification) await client.invalidateQueries({ queryKey: problemKeys.all });
    } catch {
      // the request client has told the user
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="notice-reply-form">
      <Form.Item
        name="rectification"
        label={t('problem.notice.rectification')}
        rules={[
          { required: true, whitespace: true, message: t('problem.notice.replyHint') },
          asRectification
            ? { max: PROBLEM_LIMITS.rectificationContent, message: t('problem.rect.tooLong') }
            : { max: 500 },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={asRectification ? PROBLEM_LIMITS.rectificationContent : 500}
          showCount
          data-testid="notice-reply-text"
        />
      </Form.Item>
      <Form.Item
        name="rectificationFiles"
        label={t('problem.notice.rectificationFiles')}
        rules={asRectification ? [{ required: true, message: t('problem.rect.filesRequired') }] : []}
      >
        <ImageUpload limit={PROBLEM_LIMITS.rectificationPhotos} fileSize={PROBLEM_LIMITS.rectificationPhotoMb} />
      </Form.Item>
      {notice.problemId !== null && (
        <Form.Item name="asRectification" valuePropName="checked" extra={t('problem.notice.asRectificationHint')}>
          <Checkbox data-testid="notice-reply-as-rectification">{t('problem.notice.asRectification')}</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="notice-reply-submit">
        {t('problem.notice.reply')}
      </Button>
    </Form>
  );
}

/**
 * The special-inspection notice and reply view (spec 02 §2): the notice as a table, titled
 * safety or quality by its table type, with image previews; its recipients reply once below it;
 * 打印 prints the table alone.
 */
export function NoticeViewDialog({
  noticeId,
  onClose,
  afterClose,
}: {
  noticeId: number | null;
  onClose(): void;
  /** Once the dialog is gone (after its animation). */
  afterClose?(): void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const userId = useSession((state) => state.user?.userId);
  const notice = useNotice(noticeId);
  const data = notice.data;
  const mayReply =
    data !== undefined &&
    data.rectificationStatus === '0' &&
    userId !== undefined &&
    data.recipient.split(',').map(Number).includes(userId);
  return (
    <Modal
      open={noticeId !== null}
      title={data ? t(noticeTitleKey(data.extend1)) : t('problem.notice.titleQuality')}
      onCancel={onClose}
      afterClose={afterClose}
      width={narrow ? '100%' : 760}
      destroyOnHidden
      footer={[
        <Button key="print" icon={<PrinterOutlined />} disabled={!data} onClick={() => window.print()}>
          {t('problem.notice.print')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('problem.close')}
        </Button>,
      ]}
    >
      {notice.isError ? (
        <Alert type="error" showIcon title={t('problem.notice.loadFailed')} />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <NoticeTable notice={data} />
          {mayReply && (
            <div style={{ marginTop: 16 }}>
              <ReplyForm notice={data} />
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
