import { measureCompleteBody } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { FileUpload } from '@/shared/ui/upload/file-upload.tsx';
import { useCompleteMeasure } from '../api/measure-plans-api.ts';
import '../measure-texts.ts';

interface Values {
  completionNote: string;
  completionFiles: string;
}

/** 完成措施: what was done and its files (the owner closes an approved measure). */
export function CompleteDialog({
  projectId,
  measureId,
  onClose,
}: {
  projectId: number;
  /** null: closed. */
  measureId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const complete = useCompleteMeasure(projectId);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (measureId !== null) form.resetFields();
  }, [measureId, form]);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await complete.mutateAsync({
        measureId: measureId ?? 0,
        completionNote: values.completionNote.trim(),
        completionFiles: values.completionFiles ?? '',
      });
    } finally {
      setSaving(false);
    }
    feedback().success(t('measure.completed'));
    onClose();
  };
  return (
    <Modal
      open={measureId !== null}
      title={t('measure.completeTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'measure-complete-submit' } as never}
      forceRender
      // Above the detail drawer it may be opened from.
      zIndex={1100}
    >
      <Form form={form} layout="vertical" initialValues={{ completionNote: '', completionFiles: '' }}>
        <TextItem
          name="completionNote"
          label="measure.completionNote"
          schema={measureCompleteBody.shape.completionNote}
          rows={4}
          required
          testId="measure-complete-note"
        />
        <Form.Item name="completionFiles" label={t('measure.completionFiles')}>
          <FileUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
