import { Alert, Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useApplyTemp, useTemps } from '../api/quality-structure.ts';
import '../quality-texts.ts';

/** 应用模板: creates a template's 分部 and 分项 (the seeded GB 50300 one) in the project. */
export function TemplateDialog({
  projectId,
  open,
  onClose,
}: {
  projectId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ templateId: number }>();
  const temps = useTemps(open);
  const apply = useApplyTemp(projectId);
  const rows = temps.data?.rows ?? [];
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  useEffect(() => {
    const first = rows[0];
    if (open && first && form.getFieldValue('templateId') === undefined)
      form.setFieldsValue({ templateId: first.templateId });
  }, [open, rows, form]);
  const submit = async () => {
    const { templateId } = await form.validateFields();
    await apply.mutateAsync(templateId);
    feedback().success(t('qcheck.applied'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('qcheck.applyTempTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={apply.isPending}
      okButtonProps={{ 'data-testid': 'qcheck-temp-submit' } as never}
      forceRender
    >
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
