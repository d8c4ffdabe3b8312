import { InboxOutlined } from '@ant-design/icons';
import { type ModelImportBody, modelImportBody } from '@zj/contract';
import { Alert, Form, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '@/shared/api/request.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { extensionOf } from '@/shared/ui/upload/upload-rules.ts';
import { useImportModel } from '../api/import-model.ts';
import './flowable-texts.ts';

export const isBpmnName = (name: string) => ['bpmn', 'xml'].includes(extensionOf(name));

type Chosen = { name: string; xml: string };

/** 导入: pick a .bpmn/.xml file, send its text; the server's refusal is shown in the dialog. */
export function ModelImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importModel = useImportModel();

  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'model-import',
    submitTestId: 'model-import-submit',
    titles: { shown: t('flow.model.importTitle') },
    done: (answer) => t('flow.model.importSuccess', { name: answer.data.modelName }),
    check: () => {
      if (!chosen) setError(t('flow.model.importFile'));
      return chosen !== null;
    },
    toBody: (values: Omit<ModelImportBody, 'xml'>): ModelImportBody => ({ xml: chosen?.xml ?? '', ...values }),
    save: async (body: ModelImportBody) => {
      setError(null);
      try {
        return await importModel.mutateAsync(body);
      } catch (failure) {
        // The call is silent: the server's refusal is shown in the dialog.
        if (failure instanceof RequestError) setError(failure.message);
        throw failure;
      }
    },
    onClose: close,
  });

  return (
    <Modal {...modal} forceRender={false} destroyOnHidden width="min(520px, 96vw)">
      <div data-testid="model-import-dialog">
        <Upload.Dragger
          accept=".bpmn,.xml"
          maxCount={1}
          fileList={chosen ? [{ uid: 'bpmn', name: chosen.name, status: 'done' }] : []}
          beforeUpload={async (file) => {
            if (!isBpmnName(file.name)) {
              setError(t('flow.model.importWrongType'));
              return Upload.LIST_IGNORE;
            }
            setChosen({ name: file.name, xml: await file.text() });
            setError(null);
            return false;
          }}
          onRemove={() => {
            setChosen(null);
            return true;
          }}
          data-testid="model-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('flow.model.importHint')}</p>
        </Upload.Dragger>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 12px' }}>
          {t('flow.model.importKeyHint')}
        </Typography.Paragraph>
        <Form form={form} name="model-import" labelCol={{ flex: '70px' }} preserve={false}>
          <TextItem name="category" label="flow.model.category" schema={modelImportBody.shape.category} />
          <TextItem
            name="description"
            label="flow.model.description"
            schema={modelImportBody.shape.description}
            rows={2}
          />
        </Form>
        {error && <Alert type="error" showIcon title={error} data-testid="model-import-error" />}
      </div>
    </Modal>
  );
}
