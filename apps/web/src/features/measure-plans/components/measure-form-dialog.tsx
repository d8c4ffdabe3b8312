import { MEASURE_CATEGORY_DICT, type MeasureBody, type MeasureEditBody, measureBody } from '@zj/contract';
import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { FileUpload } from '@/shared/ui/upload/file-upload.tsx';
import { getMeasure, useMemberOptions, useSaveMeasure } from '../api/measure-plans-api.ts';
import '../measure-texts.ts';

interface MeasureValues {
  title: string;
  category: string | undefined;
  content: string;
  ownerId: number | undefined;
  deadline: Dayjs | null;
  attachments: string;
  remark: string;
}

const EMPTY: MeasureValues = {
  title: '',
  category: undefined,
  content: '',
  ownerId: undefined,
  deadline: null,
  attachments: '',
  remark: '',
};

/** The body of the dialog's values: a new measure of the project, or the edited measure's fields. */
export function measureBodyOf(
  values: MeasureValues,
  projectId: number,
  measureId: number | null,
): MeasureBody | MeasureEditBody {
  const fields = {
    title: values.title.trim(),
    category: values.category ?? '',
    content: values.content.trim(),
    ownerId: values.ownerId ?? 0,
    deadline: values.deadline ? values.deadline.format('YYYY-MM-DD') : '',
    attachments: values.attachments ?? '',
    remark: (values.remark ?? '').trim(),
  };
  return measureId === null ? { projectId, ...fields } : { measureId, ...fields };
}

/** 新增措施计划 / 修改措施计划: name, category, content, owner (a member), deadline, attachments, remark. */
export function MeasureFormDialog({
  projectId,
  measureId,
  onClose,
}: {
  projectId: number;
  /** undefined: closed; null: a new measure; an id: that measure. */
  measureId: number | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const categories = useDict(MEASURE_CATEGORY_DICT)[MEASURE_CATEGORY_DICT];
  const members = useMemberOptions(projectId, measureId !== undefined);
  const dialog = useFormDialog<
    MeasureValues,
    number,
    Awaited<ReturnType<typeof getMeasure>>,
    MeasureBody | MeasureEditBody
  >({
    id: measureId,
    prefix: 'measure',
    titles: { add: 'measure.addTitle', edit: 'measure.editTitle' },
    fields: EMPTY,
    load: getMeasure,
    toValues: (row) => ({
      title: row.title,
      category: row.category,
      content: row.content,
      ownerId: row.ownerId,
      deadline: dayjs(row.deadline),
      attachments: row.attachments,
      remark: row.remark,
    }),
    toBody: (values, id) => measureBodyOf(values, projectId, id),
    save: useSaveMeasure(projectId),
    onClose,
  });
  const required = (label: string) => [{ required: true, message: t('common.required', { field: t(label) }) }];
  return (
    <FormDialog
      dialog={dialog}
      schema={measureBody}
      width={620}
      labelSpan={5}
      items={[
        { name: 'title', label: 'measure.title', required: true, testId: 'measure-form-title' },
        { name: 'content', label: 'measure.content', rows: 4, required: true, testId: 'measure-form-content' },
      ]}
    >
      <Form.Item name="category" label={t('measure.category')} rules={required('measure.category')}>
        <DictSelect options={categories} allowClear={false} data-testid="measure-form-category" />
      </Form.Item>
      <Form.Item name="ownerId" label={t('measure.owner')} rules={required('measure.owner')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={members.isLoading}
          placeholder={t('measure.owner')}
          data-testid="measure-form-owner"
          options={(members.data ?? []).map((m) => ({ value: m.userId, label: m.nickName || m.userName }))}
        />
      </Form.Item>
      <Form.Item name="deadline" label={t('measure.deadline')} rules={required('measure.deadline')}>
        <DatePicker style={{ width: '100%' }} data-testid="measure-form-deadline" />
      </Form.Item>
      <Form.Item name="attachments" label={t('measure.attachments')}>
        <FileUpload />
      </Form.Item>
      <TextItem
        name="remark"
        label="measure.remark"
        schema={measureBody.shape.remark}
        rows={2}
        testId="measure-form-remark"
      />
    </FormDialog>
  );
}
