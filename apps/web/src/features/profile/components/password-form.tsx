import { PASSWORD_MAX, PASSWORD_MIN } from '@zj/contract';
import { Button, Form, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { updatePwd } from '../api/update-pwd.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface PasswordFormProps {
  /** After the server took the new password (the first-login dialog goes on to the app). */
  onChanged?: () => void | Promise<void>;
  /** Shown beside 保存 (the first-login dialog's 退出登录). */
  extra?: ReactNode;
  /** Labels above the fields (a narrow dialog), else beside them (the personal centre). */
  vertical?: boolean;
}

/** 修改密码: old, new (5–20, no < > " ' \ |) and its confirmation. */
export function PasswordForm({ onChanged, extra, vertical = false }: PasswordFormProps = {}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await updatePwd(values.oldPassword, values.newPassword);
      feedback().success(t('common.editSuccess'));
      form.resetFields();
      await onChanged?.();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });
  return (
    <Form
      form={form}
      {...(vertical ? { layout: 'vertical' as const } : { labelCol: { flex: '100px' } })}
      onFinish={submit}
      data-testid="profile-password-form"
    >
      <Form.Item
        name="oldPassword"
        label={t('adm.profile.oldPassword')}
        rules={[required(t('adm.profile.oldPassword'))]}
      >
        <Input.Password data-testid="profile-old-password" autoComplete="current-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('adm.profile.newPassword')}
        rules={[
          required(t('adm.profile.newPassword')),
          {
            min: PASSWORD_MIN,
            max: PASSWORD_MAX,
            message: t('adm.user.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
          },
          { pattern: /^[^<>"'|\\]+$/, message: t('adm.user.passwordChars') },
        ]}
      >
        <Input.Password data-testid="profile-new-password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('adm.profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          required(t('adm.profile.confirmPassword')),
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('newPassword') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('adm.profile.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password data-testid="profile-confirm-password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Form.Item {...(vertical ? {} : { label: ' ', colon: false })}>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-password-save">
            {t('adm.save')}
          </Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}
