import type { UserRow } from '@zj/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { resetUserPwd } from '../api/reset-pwd.ts';
import { userRules } from './user-form-rules.ts';

/** The reset-password prompt: a new password (5–20 characters) for one user. */
export function ResetPwdDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);
  const submit = async () => {
    if (!user) return;
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const { password } = checked;
    setSaving(true);
    try {
      await resetUserPwd(user.userId, password);
      feedback().success(t('adm.user.resetPwdOk', { password }));
      onClose();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={user !== null}
      title={t('common.confirmTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'reset-pwd-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={t('adm.user.resetPwdPrompt', { name: user?.userName ?? '' })}
          rules={userRules(t).password}
        >
          <Input.Password data-testid="reset-pwd-input" maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
