import type { DictTypeBody } from '@zj/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictRadio } from '../../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { getDictType } from '../api/get-dict-type.ts';
import { useSaveDictType } from '../api/save-dict-type.ts';

const EMPTY: DictTypeBody = { dictName: '', dictType: '', status: '0', remark: '' };
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** 添加字典类型 / 修改字典类型. `dictId` undefined: closed; null: new. */
export function DictTypeFormDialog({
  dictId,
  statusOptions,
  onClose,
}: {
  dictId: number | null | undefined;
  statusOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictTypeBody>();
  const save = useSaveDictType();
  const open = dictId !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (dictId) {
      void getDictType(dictId).then((row) =>
        form.setFieldsValue({
          dictName: row.dictName,
          dictType: row.dictType,
          status: row.status === '1' ? '1' : '0',
          remark: row.remark ?? '',
        }),
      );
    }
  }, [open, dictId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(dictId ? { ...values, dictId } : values);
    feedback().success(t(dictId ? 'sys.editSuccess' : 'sys.addSuccess'));
    onClose();
  };
  const required = (field: string) => ({ required: true, whitespace: true, message: t('sys.required', { field }) });
  return (
    <Modal
      open={open}
      title={t(dictId ? 'sys.dict.editTitle' : 'sys.dict.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('sys.ok')}
      cancelText={t('sys.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'dict-form-submit' } as never}
      forceRender
      width={500}
    >
      <Form form={form} name="dict-form" labelCol={{ span: 5 }} initialValues={EMPTY} data-testid="dict-form">
        <Form.Item name="dictName" label={t('sys.dict.name')} rules={[required(t('sys.dict.name')), { max: 100 }]}>
          <Input placeholder={t('sys.enter', { field: t('sys.dict.name') })} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="dictType"
          label={t('sys.dict.type')}
          rules={[
            required(t('sys.dict.type')),
            { max: 100 },
            { pattern: DICT_TYPE_PATTERN, message: t('sys.dict.typeRule') },
          ]}
        >
          <Input placeholder={t('sys.enter', { field: t('sys.dict.type') })} maxLength={100} />
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
