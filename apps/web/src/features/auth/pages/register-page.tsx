import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  type CaptchaResponse,
  clientMsg,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type RegisterBody,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@zj/contract';
import { Alert, Button, Form, Input, Modal, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLang } from '@/shared/i18n/index.ts';
import { register } from '../api/register.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';

interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
}

/**
 * /register. The form shows only while registration is open (sys.account.registerUser, told by
 * /code); otherwise the page says it is closed and links back to the login page.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { captcha, reload, loaded } = useCaptcha();
  if (captcha?.registerEnabled) return <RegisterForm captcha={captcha} reload={reload} />;
  return (
    <AuthCard title={t('register.title')}>
      {loaded && (
        <Result
          status={captcha ? 'info' : 'warning'}
          title={t(captcha ? 'register.closed' : 'register.unknown')}
          subTitle={captcha ? t('register.closedHint') : undefined}
          extra={
            captcha ? undefined : (
              <Button onClick={reload} data-testid="register-retry">
                {t('register.retry')}
              </Button>
            )
          }
          style={{ padding: '8px 0 16px' }}
          data-testid={captcha ? 'register-closed' : 'register-unknown'}
        />
      )}
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Link to="/login" data-testid="register-to-login">
          {t('register.toLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** The registration form (registration is open). */
function RegisterForm({ captcha, reload }: { captcha: CaptchaResponse; reload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enabled = captcha.captchaEnabled;
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [form] = Form.useForm<RegisterForm>();

  const submit = async (values: RegisterForm) => {
    setLoading(true);
    setError(null);
    const body: RegisterBody = {
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    if (enabled) Object.assign(body, { code: values.code, uuid: captcha.uuid });
    try {
      await register(body);
      setCreated(body.username);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      if (enabled) {
        form.setFieldValue('code', '');
        reload();
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title={t('register.title')}>
      <Form<RegisterForm> form={form} name="register" size="large" onFinish={submit} aria-label={t('route.register')}>
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="register-error" />
        )}
        <Form.Item
          name="username"
          rules={[
            { required: true, whitespace: true, message: t('login.usernameRequired') },
            {
              min: USERNAME_MIN,
              max: USERNAME_MAX,
              message: t('register.usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX }),
            },
          ]}
        >
          <Input
            aria-label={t('login.username')}
            placeholder={t('login.username')}
            prefix={<UserOutlined />}
            autoComplete="username"
            data-testid="register-username"
          />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: t('login.passwordRequired') },
            {
              min: PASSWORD_MIN,
              max: PASSWORD_MAX,
              message: t('register.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
            },
          ]}
        >
          <Input.Password
            aria-label={t('login.password')}
            placeholder={t('login.password')}
            prefix={<LockOutlined />}
            autoComplete="new-password"
            data-testid="register-password"
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(clientMsg('auth.passwordMismatch', currentLang()))),
            }),
          ]}
        >
          <Input.Password
            aria-label={t('register.confirmPassword')}
            placeholder={t('register.confirmPassword')}
            prefix={<LockOutlined />}
            autoComplete="new-password"
            data-testid="register-confirm-password"
          />
        </Form.Item>
        {enabled && <CaptchaField img={captcha.img} onRefresh={reload} />}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading} data-testid="register-submit">
            {loading ? t('register.submitting') : t('register.submit')}
          </Button>
        </Form.Item>
        <div style={{ textAlign: 'right', marginBottom: 16 }}>
          <Link to="/login" data-testid="register-to-login">
            {t('register.toLogin')}
          </Link>
        </div>
      </Form>
      <Modal
        open={created !== null}
        closable={false}
        mask={{ closable: false }}
        footer={null}
        title={t('register.successTitle')}
        data-testid="register-success"
      >
        <Result
          status="success"
          title={t('register.successText', { username: created ?? '' })}
          extra={
            <Button type="primary" onClick={() => navigate('/login')} data-testid="register-go-login">
              {t('register.goLogin')}
            </Button>
          }
        />
      </Modal>
    </AuthCard>
  );
}
