import type { ConfigBody } from '@zj/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictRadio } from '../../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { getConfig } from '../api/get-config.ts';
import { useSaveConfig } from '../api/save-config.ts';

const EMPTY: ConfigBody = { configName: '', configKey: '', configValue: '', configType: 'Y', remark: '' };

/** 添加参数 / 修改参数. `configId` undefined: closed; null: new. */
export function ConfigFormDialog({
  configId,
  yesNoOptions,
  onClose,
}: {
  configId: number | null | undefined;
  yesNoOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConfigBody>();
  const save = useSaveConfig();
  const open = configId !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (configId) {
      void getConfig(configId).then((row) =>
        form.setFieldsValue({
          configName: row.configName,
          configKey: row.configKey,
          configValue: row.configValue,
          configType: row.configType === 'N' ? 'N' : 'Y',
          remark: row.remark ?? '',
        }),
      );
    }
  }, [open, configId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(configId ? { ...values, configId } : values);
    feedback().success(t(configId ? 'sys.editSuccess' : 'sys.addSuccess'));
    onClose();
  };
  const required = (field: string) => ({ required: true, whitespace: true, message: t('sys.required', { field }) });
  return (
    <Modal
      open={open}
      title={t(configId ? 'sys.config.editTitle' : 'sys.config.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('sys.ok')}
      cancelText={t('sys.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'config-form-submit' } as never}
      forceRender
      width={500}
    >
      <Form form={form} name="config-form" labelCol={{ span: 5 }} initialValues={EMPTY} data-testid="config-form">
        <Form.Item
          name="configName"
          label={t('sys.config.name')}
          rules={[required(t('sys.config.name')), { max: 100 }]}
        >
          <Input placeholder={t('sys.enter', { field: t('sys.config.name') })} maxLength={100} />
        </Form.Item>
        <Form.Item name="configKey" label={t('sys.config.key')} rules={[required(t('sys.config.key')), { max: 100 }]}>
          <Input placeholder={t('sys.enter', { field: t('sys.config.key') })} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="configValue"
          label={t('sys.config.value')}
          rules={[required(t('sys.config.value')), { max: 500 }]}
        >
          <Input.TextArea rows={2} placeholder={t('sys.enter', { field: t('sys.config.value') })} maxLength={500} />
        </Form.Item>
        <Form.Item name="configType" label={t('sys.config.type')}>
          <DictRadio options={yesNoOptions} />
        </Form.Item>
        <Form.Item name="remark" label={t('sys.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={t('sys.enter', { field: t('sys.remark') })} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
