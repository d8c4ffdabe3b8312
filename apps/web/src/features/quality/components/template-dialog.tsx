import { Alert, Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { useApplyTemp, useTemps } from '../api/quality-structure.ts';
import '../quality-texts.ts';
import type { ProjectDialogProps } from './project-dialog-props.ts';

/** 应用模板: creates a template's 分部 and 分项 (the seeded GB 50300 one) in the project. */
export function TemplateDialog({ projectId, open, onClose }: ProjectDialogProps) {
  const { t } = useTranslation();
  const temps = useTemps(open);
  const rows = temps.data?.rows ?? [];
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'qcheck-temp',
    submitTestId: 'qcheck-temp-submit',
    titles: { shown: t('qcheck.applyTempTitle') },
    done: 'qcheck.applied',
    save: useApplyTemp(projectId),
    toBody: ({ templateId }: { templateId: number }) => templateId,
    onClose,
  });
  useEffect(() => {
    const first = rows[0];
    if (open && first && form.getFieldValue('templateId') === undefined)
      form.setFieldsValue({ templateId: first.templateId });
  }, [open, rows, form]);
  return (
    <Modal {...modal}>
      <Alert type="info" showIcon title={t('qcheck.applyTempHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="templateId"
          label={t('qcheck.temp')}
          rules={[{ required: true, message: t('common.choose', { field: t('qcheck.temp') }) }]}
        >
          <Select
            data-testid="qcheck-temp-select"
            loading={temps.isLoading}
            options={rows.map((row) => ({ value: row.templateId, label: row.templateName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
