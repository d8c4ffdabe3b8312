import type { UserRow } from '@zj/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { resetUserPwd } from '../api/reset-pwd.ts';
import { userRules } from './user-form-rules.ts';

/** The reset-password prompt: a new password (5–20 characters) for one user. */
export function ResetPwdDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, modal } = useFormDialog({
    id: user?.userId,
    prefix: 'reset-pwd',
    submitTestId: 'reset-pwd-submit',
    titles: { shown: t('common.confirmTitle') },
    done: (_saved, { password }) => t('adm.user.resetPwdOk', { password }),
    save: ({ userId, password }: { userId: number; password: string }) => resetUserPwd(userId, password),
    toBody: ({ password }: { password: string }, userId) => ({ userId: userId ?? 0, password }),
    onClose,
  });
  return (
    <Modal {...modal} okText={t('common.ok')} cancelText={t('common.cancel')}>
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
