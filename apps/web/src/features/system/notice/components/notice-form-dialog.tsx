import { type NoticeBody, noticeBody } from '@zj/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { RichTextEditor } from '@/shared/ui/editor/rich-text-editor.tsx';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
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
    fields: EMPTY,
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
    <FormDialog
      dialog={dialog}
      schema={noticeBody}
      width={800}
      labelSpan={3}
      destroyOnHidden
      items={[
        { name: 'noticeTitle', label: 'sys.notice.title' },
        <Form.Item
          key="noticeType"
          name="noticeType"
          label={typeLabel}
          rules={[{ required: true, message: t('common.required', { field: typeLabel }) }]}
        >
          <Select
            data-testid="notice-form-type"
            placeholder={t('common.choose', { field: typeLabel })}
            options={typeOptions.map((option) => ({ value: option.dictValue, label: option.dictLabel }))}
          />
        </Form.Item>,
        { name: 'status', label: 'common.status', radio: statusOptions },
        <Form.Item key="noticeContent" name="noticeContent" label={t('sys.notice.content')}>
          <RichTextEditor height={300} />
        </Form.Item>,
      ]}
    />
  );
}
