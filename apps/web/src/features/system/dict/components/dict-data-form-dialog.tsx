import { type DictDataBody, dictDataBody } from '@zj/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { NumberItem } from '@/shared/ui/list/number-item.tsx';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getDictData } from '../api/get-dict-data.ts';
import { useSaveDictData } from '../api/save-dict-data.ts';

/** The tag styles offered for dictionary data (spec: default/primary/success/info/warning/danger). */
export const LIST_CLASS_OPTIONS = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

type FormValues = Omit<DictDataBody, 'listClass'> & { listClass?: string | null };

/** 添加字典数据 / 修改字典数据. `dictCode` undefined: closed; null: new. */
export function DictDataFormDialog({
  dictCode,
  dictType,
  statusOptions,
  yesNoOptions,
  onClose,
}: {
  dictCode: number | null | undefined;
  dictType: string;
  statusOptions: readonly DictOption[];
  yesNoOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const defaults = useMemo(
    (): Partial<FormValues> => ({ dictType, dictSort: 0, listClass: 'default', isDefault: 'N', status: '0' }),
    [dictType],
  );
  const dialog = useFormDialog({
    id: dictCode,
    prefix: 'dict-data',
    titles: { add: 'sys.dictData.addTitle', edit: 'sys.dictData.editTitle' },
    defaults,
    load: getDictData,
    toValues: (row): FormValues => ({
      dictType: row.dictType,
      dictLabel: row.dictLabel,
      dictValue: row.dictValue,
      cssClass: row.cssClass,
      dictSort: row.dictSort,
      listClass: row.listClass || 'default',
      isDefault: row.isDefault === 'Y' ? 'Y' : 'N',
      status: row.status === '1' ? '1' : '0',
      remark: row.remark ?? '',
    }),
    save: useSaveDictData(),
    toBody: (values: FormValues, id) => {
      const body = { ...values, listClass: (values.listClass ?? '') as DictDataBody['listClass'] };
      return id ? { ...body, dictCode: id } : body;
    },
    onClose,
  });
  return (
    <Modal {...dialog.modal} width={500}>
      <Form form={dialog.form} name="dict-data-form" labelCol={{ span: 5 }} data-testid="dict-data-form">
        <Form.Item name="dictType" label={t('sys.dict.type')}>
          <Input disabled />
        </Form.Item>
        <TextItem name="dictLabel" label="sys.dictData.labelForm" schema={dictDataBody.shape.dictLabel} />
        <TextItem name="dictValue" label="sys.dictData.valueForm" schema={dictDataBody.shape.dictValue} />
        <TextItem
          name="cssClass"
          label="sys.dictData.cssClass"
          schema={dictDataBody.shape.cssClass}
          invalid={t('sys.dictData.cssClassRule')}
        />
        <NumberItem name="dictSort" label="sys.dictData.sortForm" schema={dictDataBody.shape.dictSort} />
        <Form.Item name="listClass" label={t('sys.dictData.listClass')}>
          <Select
            data-testid="dict-data-list-class"
            options={LIST_CLASS_OPTIONS.map((value) => ({ value, label: `${t(`sys.listClass.${value}`)}(${value})` }))}
          />
        </Form.Item>
        <Form.Item name="isDefault" label={t('sys.dictData.isDefault')}>
          <DictRadio options={yesNoOptions} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <DictRadio options={statusOptions} />
        </Form.Item>
        <TextItem name="remark" label="common.remark" schema={dictDataBody.shape.remark} rows={3} />
      </Form>
    </Modal>
  );
}
