import type { DictDataBody } from '@zj/contract';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictRadio } from '../../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { getDictData } from '../api/get-dict-data.ts';
import { useSaveDictData } from '../api/save-dict-data.ts';

/** The tag styles offered for dictionary data (spec: default/primary/success/info/warning/danger). */
export const LIST_CLASS_OPTIONS = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
const CSS_CLASS = /^[\w\s-]*$/;

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
  const [form] = Form.useForm<FormValues>();
  const save = useSaveDictData();
  const open = dictCode !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ dictType, dictSort: 0, listClass: 'default', isDefault: 'N', status: '0' });
    if (dictCode) {
      void getDictData(dictCode).then((row) =>
        form.setFieldsValue({
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
      );
    }
  }, [open, dictCode, dictType, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, listClass: (values.listClass ?? '') as DictDataBody['listClass'] };
    await save.mutateAsync(dictCode ? { ...body, dictCode } : body);
    feedback().success(t(dictCode ? 'sys.editSuccess' : 'sys.addSuccess'));
    onClose();
  };
  const required = (field: string) => ({ required: true, whitespace: true, message: t('sys.required', { field }) });
  return (
    <Modal
      open={open}
      title={t(dictCode ? 'sys.dictData.editTitle' : 'sys.dictData.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('sys.ok')}
      cancelText={t('sys.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'dict-data-form-submit' } as never}
      forceRender
      width={500}
    >
      <Form form={form} name="dict-data-form" labelCol={{ span: 5 }} data-testid="dict-data-form">
        <Form.Item name="dictType" label={t('sys.dict.type')}>
          <Input disabled />
        </Form.Item>
        <Form.Item
          name="dictLabel"
          label={t('sys.dictData.labelForm')}
          rules={[required(t('sys.dictData.labelForm')), { max: 100 }]}
        >
          <Input placeholder={t('sys.enter', { field: t('sys.dictData.labelForm') })} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="dictValue"
          label={t('sys.dictData.valueForm')}
          rules={[required(t('sys.dictData.valueForm')), { max: 100 }]}
        >
          <Input placeholder={t('sys.enter', { field: t('sys.dictData.valueForm') })} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="cssClass"
          label={t('sys.dictData.cssClass')}
          rules={[{ max: 100 }, { pattern: CSS_CLASS, message: t('sys.dictData.cssClassRule') }]}
        >
          <Input placeholder={t('sys.enter', { field: t('sys.dictData.cssClass') })} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="dictSort"
          label={t('sys.dictData.sortForm')}
          rules={[{ required: true, message: t('sys.required', { field: t('sys.dictData.sortForm') }) }]}
        >
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="listClass" label={t('sys.dictData.listClass')}>
          <Select
            data-testid="dict-data-list-class"
            options={LIST_CLASS_OPTIONS.map((value) => ({ value, label: `${t(`sys.listClass.${value}`)}(${value})` }))}
          />
        </Form.Item>
        <Form.Item name="isDefault" label={t('sys.dictData.isDefault')}>
          <DictRadio options={yesNoOptions} />
        </Form.Item>
        <Form.Item name="status" label={t('sys.status')}>
          <DictRadio options={statusOptions} />
        </Form.Item>
        <Form.Item name="remark" label={t('sys.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={t('sys.enter', { field: t('sys.remark') })} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
