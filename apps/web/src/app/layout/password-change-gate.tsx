import '@/shared/i18n/admin-texts.ts';
import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '@/features/profile/components/password-form.tsx';
import type { PasswordChange } from '@/shared/store/session-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { reloadAt } from '../navigation/unload-guard.ts';

/**
 * What a user whose password must be changed first sees instead of the layout (RuoYi's
 * isDefaultModifyPwd / isPasswordExpired): a dialog that cannot be closed, with the personal
 * centre's password form and 退出登录. Once the server took the new password, the session is
 * read again and the app goes on to the page asked for.
 */
export function PasswordChangeGate({ reason }: { reason: PasswordChange }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await useSession.getState().logout();
    // A fresh page forgets this user's routes; /index then bounces to the login page.
    reloadAt('/index');
  };
  const goOn = () => useSession.getState().loadInfo();
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5' }} data-testid="password-change-gate">
      <Modal
        open
        centered
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={null}
        width={520}
        title={t('adm.profile.securityTip')}
      >
        <div data-testid="password-change-dialog">
          <Alert
            type="warning"
            showIcon
            title={t(reason === 'initial' ? 'adm.profile.initialPassword' : 'adm.profile.passwordExpired')}
            style={{ marginBottom: 16 }}
            data-testid="password-change-reason"
          />
          <PasswordForm
            vertical
            onChanged={goOn}
            extra={
              <Button icon={<LogoutOutlined />} loading={leaving} onClick={logout} data-testid="password-change-logout">
                {t('layout.logout')}
              </Button>
            }
          />
        </div>
      </Modal>
    </div>
  );
}
