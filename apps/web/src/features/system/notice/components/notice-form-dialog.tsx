import { type NoticeBody, noticeBody } from '@zj/contract';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { RichTextEditor } from '@/shared/ui/editor/rich-text-editor.tsx';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
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
  const dialog = useFormDialog({
    id: noticeId,
    prefix: 'notice',
    titles: { add: 'sys.notice.addTitle', edit: 'sys.notice.editTitle' },
    load: getNotice,
    toValues: (row): FormValues => ({
      noticeTitle: row.noticeTitle,
      noticeType: row.noticeType === '2' ? '2' : '1',
      noticeContent: row.noticeContent ?? '',
      status: row.status === '1' ? '1' : '0',
    }),
    save: useSaveNotice(),
    toBody: (values: FormValues, id) => {
      const body: NoticeBody = { ...(values as NoticeBody), noticeContent: values.noticeContent ?? '' };
      return id ? { ...body, noticeId: id } : body;
    },
    onClose,
  });
  const typeLabel = t('sys.notice.type');
  return (
    <Modal {...dialog.modal} width={800} destroyOnHidden>
      <Form
        form={dialog.form}
        name="notice-form"
        labelCol={{ span: 3 }}
        initialValues={EMPTY}
        data-testid="notice-form"
      >
        <TextItem name="noticeTitle" label="sys.notice.title" schema={noticeBody.shape.noticeTitle} />
        <Form.Item
          name="noticeType"
          label={typeLabel}
          rules={[{ required: true, message: t('common.required', { field: typeLabel }) }]}
        >
          <Select
            data-testid="notice-form-type"
            placeholder={t('common.choose', { field: typeLabel })}
            options={typeOptions.map((option) => ({ value: option.dictValue, label: option.dictLabel }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <DictRadio options={statusOptions} />
        </Form.Item>
        <Form.Item name="noticeContent" label={t('sys.notice.content')}>
          <RichTextEditor height={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
