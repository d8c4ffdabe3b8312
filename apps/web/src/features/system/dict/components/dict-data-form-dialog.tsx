import { type DictDataBody, dictDataBody } from '@zj/contract';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
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
    <FormDialog
      dialog={dialog}
      schema={dictDataBody}
      items={[
        <Form.Item key="dictType" name="dictType" label={t('sys.dict.type')}>
          <Input disabled />
        </Form.Item>,
        { name: 'dictLabel', label: 'sys.dictData.labelForm' },
        { name: 'dictValue', label: 'sys.dictData.valueForm' },
        { name: 'cssClass', label: 'sys.dictData.cssClass', invalid: 'sys.dictData.cssClassRule' },
        { name: 'dictSort', label: 'sys.dictData.sortForm', number: true },
        <Form.Item key="listClass" name="listClass" label={t('sys.dictData.listClass')}>
          <Select
            data-testid="dict-data-list-class"
            options={LIST_CLASS_OPTIONS.map((value) => ({ value, label: `${t(`sys.listClass.${value}`)}(${value})` }))}
          />
        </Form.Item>,
        { name: 'isDefault', label: 'sys.dictData.isDefault', radio: yesNoOptions },
        { name: 'status', label: 'common.status', radio: statusOptions },
        { name: 'remark', label: 'common.remark', rows: 3 },
      ]}
    />
  );
}
