import type { NoticeBody } from '@zj/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictRadio } from '../../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { RichTextEditor } from '../../../../shared/ui/editor/rich-text-editor.tsx';
import { getNotice } from '../api/get-notice.ts';
import { useSaveNotice } from '../api/save-notice.ts';

type FormValues = Omit<NoticeBody, 'noticeType'> & { noticeType?: NoticeBody['noticeType'] };
const EMPTY: FormValues = { noticeTitle: '', noticeType: undefined, noticeContent: '', status: '0' };

/** 添加公告 / 修改公告, the content in the rich-text editor. `noticeId` undefined: closed; null: new. */
export function NoticeFormDialog({
  noticeId,
  typeOptions,
  statusOptions,
  onClose,
}: {
  noticeId: number | null | undefined;
  typeOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveNotice();
  const open = noticeId !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (noticeId) {
      void getNotice(noticeId).then((row) =>
        form.setFieldsValue({
          noticeTitle: row.noticeTitle,
          noticeType: row.noticeType === '2' ? '2' : '1',
          noticeContent: row.noticeContent ?? '',
          status: row.status === '1' ? '1' : '0',
        }),
      );
    }
  }, [open, noticeId, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as NoticeBody;
    const body: NoticeBody = { ...values, noticeContent: values.noticeContent ?? '' };
    await save.mutateAsync(noticeId ? { ...body, noticeId } : body);
    feedback().success(t(noticeId ? 'sys.editSuccess' : 'sys.addSuccess'));
    onClose();
  };
  const required = (field: string) => ({ required: true, message: t('sys.required', { field }) });
  return (
    <Modal
      open={open}
      title={t(noticeId ? 'sys.notice.editTitle' : 'sys.notice.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('sys.ok')}
      cancelText={t('sys.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'notice-form-submit' } as never}
      width={800}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="notice-form" labelCol={{ span: 3 }} initialValues={EMPTY} data-testid="notice-form">
        <Form.Item
          name="noticeTitle"
          label={t('sys.notice.title')}
          rules={[{ ...required(t('sys.notice.title')), whitespace: true }, { max: 50 }]}
        >
          <Input placeholder={t('sys.enter', { field: t('sys.notice.title') })} maxLength={50} />
        </Form.Item>
        <Form.Item name="noticeType" label={t('sys.notice.type')} rules={[required(t('sys.notice.type'))]}>
          <Select
            data-testid="notice-form-type"
            placeholder={t('sys.choose', { field: t('sys.notice.type') })}
            options={typeOptions.map((option) => ({ value: option.dictValue, label: option.dictLabel }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('sys.status')}>
          <DictRadio options={statusOptions} />
        </Form.Item>
        <Form.Item name="noticeContent" label={t('sys.notice.content')}>
          <RichTextEditor height={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
