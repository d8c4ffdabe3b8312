import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import '../quality-texts.ts';

export interface NameDialogProps {
  open: boolean;
  /** Test-id prefix: `${prefix}-name`, `${prefix}-submit`. */
  prefix: string;
  title: string;
  label: string;
  maxLength: number;
  /** A line above the field (e.g. the 分部 a new 分项 goes under). */
  context?: string;
  save: (name: string) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
}

/** Asks for one name (a 分部 or a 分项), saves it, says 新增成功 and closes. */
export function NameDialog({ open, prefix, title, label, maxLength, context, save, saving, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const { name } = await form.validateFields();
    await save(name.trim());
    feedback().success(t('common.addSuccess'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': `${prefix}-submit` } as never}
      forceRender
    >
      <Form form={form} layout="vertical">
        {context && <p>{context}</p>}
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: label }) },
            { max: maxLength, message: t('common.maxLength', { field: label, n: maxLength }) },
          ]}
        >
          <Input
            data-testid={`${prefix}-name`}
            maxLength={maxLength}
            placeholder={t('common.enter', { field: label })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
