import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../plans-texts.ts';

/**
 * A reason asked before a write (变更原因 of an approved plan's change, the reason of 记录版本):
 * required, up to 500 characters; the dialog stays open while `onOk` runs and closes when it is done.
 */
export function ReasonDialog({
  open,
  title,
  label,
  hint,
  testId,
  onOk,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  hint?: string;
  testId: string;
  onOk: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onOk(reason.trim());
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={busy}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      okButtonProps={{ 'data-testid': `${testId}-submit` } as never}
      forceRender
    >
      {hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" data-testid={testId}>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: t('plan.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid={`${testId}-input`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
