import { type ModelCreateBody, modelCreateBody } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useCreateModel } from '../api/create-model.ts';
import './flowable-texts.ts';

/** 新建: key, name, category and description of a blank model (the designer fills it later). */
export function ModelCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ModelCreateBody>();
  const create = useCreateModel();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await create.mutateAsync(values);
      feedback().success(t('common.addSuccess'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('flow.model.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={saving}
      destroyOnHidden
      width="min(560px, 96vw)"
      okButtonProps={{ 'data-testid': 'model-create-submit' } as never}
    >
      <Form
        form={form}
        name="model-create"
        labelCol={{ flex: '90px' }}
        preserve={false}
        data-testid="model-create-form"
      >
        <TextItem
          name="modelKey"
          label="flow.model.key"
          schema={modelCreateBody.shape.modelKey}
          invalid={t('flow.model.keyRule')}
        />
        <TextItem name="modelName" label="flow.model.name" schema={modelCreateBody.shape.modelName} />
        <TextItem name="category" label="flow.model.category" schema={modelCreateBody.shape.category} />
        <TextItem
          name="description"
          label="flow.model.description"
          schema={modelCreateBody.shape.description}
          rows={3}
        />
      </Form>
    </Modal>
  );
}
