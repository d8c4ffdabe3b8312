import { InboxOutlined } from '@ant-design/icons';
import { modelImportBody } from '@zj/contract';
import { Alert, Form, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { RequestError } from '@/shared/api/request.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { extensionOf } from '@/shared/ui/upload/upload-rules.ts';
import { useImportModel } from '../api/import-model.ts';
import './flowable-texts.ts';

export const isBpmnName = (name: string) => ['bpmn', 'xml'].includes(extensionOf(name));

type Chosen = { name: string; xml: string };

/** 导入: pick a .bpmn/.xml file, send its text; the server's refusal is shown in the dialog. */
export function ModelImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ category?: string; description?: string }>();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = useImportModel();

  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!chosen) {
      setError(t('flow.model.importFile'));
      return;
    }
    const values = await form.validateFields();
    setSending(true);
    setError(null);
    try {
      const answer = await send.mutateAsync({ xml: chosen.xml, ...values });
      feedback().success(t('flow.model.importSuccess', { name: answer.data.modelName }));
      close();
    } catch (failure) {
      if (failure instanceof RequestError) setError(failure.message);
      else throw failure;
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('flow.model.importTitle')}
      onCancel={close}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={sending}
      destroyOnHidden
      width="min(520px, 96vw)"
      okButtonProps={{ 'data-testid': 'model-import-submit' } as never}
    >
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
