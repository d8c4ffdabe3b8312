import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody } from '@zj/contract';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/shared/store/session-store.ts';
import { login } from '../api/login.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaImage } from '../components/captcha-image.tsx';
import { forgetCredentials, rememberCredentials, rememberedCredentials } from './remember-me.ts';

type Field = 'username' | 'password' | 'code';

/** Only same-app paths may be a redirect target. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * A field with its icon and its message below. The login page is plain markup styled like antd
 * (global.css `.login-*`): antd's Form and Input would cost the first screen about 50 KB gzip.
 */
function LoginField({
  error,
  icon,
  suffix,
  after,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  error: string | undefined;
  icon: ReactNode;
  /** Inside the box, after the input (the password's eye). */
  suffix?: ReactNode;
  /** Beside the box (the captcha image). */
  after?: ReactNode;
}) {
  const errorId = `${input.name}-error`;
  return (
    <div className="login-field">
      <div style={{ display: 'flex', gap: 8 }}>
        <span className="login-input" data-invalid={error ? 'true' : undefined}>
          <span className="login-input-icon">{icon}</span>
          <input {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
          {suffix}
        </span>
        {after}
      </div>
      {error && (
        <div id={errorId} className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The password's show / hide eye. */
function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="login-input-toggle"
      onClick={onToggle}
      aria-label={t('login.showPassword')}
      aria-pressed={shown}
    >
      {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { captcha, reload, enabled } = useCaptcha();
  const setSessionToken = useSession((state) => state.setSessionToken);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [values, setValues] = useState(() => ({
    username: rememberedCredentials() ?? '',
    password: '',
    code: '',
    rememberMe: rememberedCredentials() !== null,
  }));
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [showPassword, setShowPassword] = useState(false);

  const rules: Record<Field, { empty: (value: string) => boolean; message: string; active: boolean }> = {
    username: { empty: (value) => !value.trim(), message: t('login.usernameRequired'), active: true },
    password: { empty: (value) => !value, message: t('login.passwordRequired'), active: true },
    code: { empty: (value) => !value.trim(), message: t('login.codeRequired'), active: enabled },
  };
  const messageOf = (field: Field, value: string) =>
    rules[field].active && rules[field].empty(value) ? rules[field].message : undefined;
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // As antd's Form does: a field shown as wrong is re-checked while typing.
    if (invalid[field]) setInvalid((current) => ({ ...current, [field]: messageOf(field, value) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: messageOf('username', values.username),
      password: messageOf('password', values.password),
      code: messageOf('code', values.code),
    };
    setInvalid(found);
    if (found.username || found.password || found.code) return;
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
        setValues((current) => ({ ...current, code: '' }));
        reload();
      }
    }
  };

  const input = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    error: invalid[field],
  });

  return (
    <AuthCard title={t('login.title')}>
      <form name="login" onSubmit={(event) => void submit(event)} noValidate aria-label={t('route.login')}>
        {error && (
          // A plain alert keeps antd's Alert and its icons off the login page (JS budget).
          <div role="alert" className="login-error" data-testid="login-error">
            {error}
          </div>
        )}
        <LoginField
          {...input('username')}
          icon={<UserOutlined />}
          aria-label={t('login.username')}
          placeholder={t('login.username')}
          autoComplete="username"
          data-testid="login-username"
        />
        <LoginField
          {...input('password')}
          type={showPassword ? 'text' : 'password'}
          icon={<LockOutlined />}
          aria-label={t('login.password')}
          placeholder={t('login.password')}
          autoComplete="current-password"
          data-testid="login-password"
          suffix={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
        />
        {enabled && (
          <LoginField
            {...input('code')}
            icon={<SafetyOutlined />}
            aria-label={t('login.code')}
            placeholder={t('login.code')}
            autoComplete="off"
            data-testid="login-code"
            after={<CaptchaImage img={captcha?.img} onRefresh={reload} />}
          />
        )}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
            <input
              type="checkbox"
              checked={values.rememberMe}
              onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
              data-testid="login-remember"
            />
            {t('login.rememberMe')}
          </label>
          {captcha?.registerEnabled && (
            <Link to="/register" data-testid="to-register">
              {t('login.toRegister')}
            </Link>
          )}
        </div>
        <div style={{ marginBottom: 24 }}>
          <button
            type="submit"
            className="login-submit"
            disabled={loading}
            aria-busy={loading}
            data-testid="login-submit"
          >
            {loading ? t('login.submitting') : t('login.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
