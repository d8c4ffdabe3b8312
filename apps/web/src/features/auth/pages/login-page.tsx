import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody } from '@zj/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/shared/store/session-store.ts';
import { login } from '../api/login.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { forgetCredentials, rememberCredentials, rememberedCredentials } from './remember-me.ts';

interface LoginForm {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

/** Only same-app paths may be a redirect target. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { captcha, reload, enabled } = useCaptcha();
  const setSessionToken = useSession((state) => state.setSessionToken);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [form] = Form.useForm<LoginForm>();

  const submit = async (values: LoginForm) => {
    setLoading(true);
    setError(null);
    const body: LoginBody = { username: values.username.trim(), password: values.password };
    if (enabled) Object.assign(body, { code: values.code, uuid: captcha?.uuid });
    try {
      const answer = await login(body);
      if (values.rememberMe) rememberCredentials(body.username);
      else forgetCredentials();
      setSessionToken(answer.data.access_token, answer.data.expires_in);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setLoading(false);
      if (enabled) {
        form.setFieldValue('code', '');
        reload();
      }
    }
  };

  return (
    <AuthCard title={t('login.title')}>
      <Form<LoginForm>
        form={form}
        name="login"
        size="large"
        onFinish={submit}
        initialValues={{ username: rememberedCredentials() ?? '', rememberMe: rememberedCredentials() !== null }}
        aria-label={t('route.login')}
      >
        {error && (
          // A plain alert keeps antd's Alert and its icons off the login page (JS budget).
          <div role="alert" className="login-error" data-testid="login-error">
            {error}
          </div>
        )}
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
          <Input
            aria-label={t('login.username')}
            placeholder={t('login.username')}
            prefix={<UserOutlined />}
            autoComplete="username"
            data-testid="login-username"
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password
            aria-label={t('login.password')}
            placeholder={t('login.password')}
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="login-password"
          />
        </Form.Item>
        {enabled && <CaptchaField img={captcha?.img} onRefresh={reload} />}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
            <Form.Item name="rememberMe" valuePropName="checked" noStyle>
              <input type="checkbox" data-testid="login-remember" />
            </Form.Item>
            {t('login.rememberMe')}
          </label>
          {captcha?.registerEnabled && (
            <Link to="/register" data-testid="to-register">
              {t('login.toRegister')}
            </Link>
          )}
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
            {loading ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
