import { type ModelCreateBody, modelCreateBody } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { useCreateModel } from '../api/create-model.ts';
import './flowable-texts.ts';

/** 新建: key, name, category and description of a blank model (the designer fills it later). */
export function ModelCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'model-create',
    submitTestId: 'model-create-submit',
    titles: { shown: t('flow.model.addTitle') },
    save: useCreateModel(),
    toBody: (values: ModelCreateBody) => values,
    onClose,
  });
  return (
    <Modal {...modal} forceRender={false} destroyOnHidden width="min(560px, 96vw)">
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
