import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaSrc } from '../api/get-captcha.ts';

/** Captcha input with its image; clicking the image loads a new one. */
export function CaptchaField({ img, onRefresh }: { img: string | undefined; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item required style={{ marginBottom: 24 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.codeRequired') }]}>
          <Input
            size="large"
            aria-label={t('login.code')}
            placeholder={t('login.code')}
            prefix={<SafetyOutlined />}
            autoComplete="off"
            data-testid="login-code"
          />
        </Form.Item>
        <button
          type="button"
          onClick={onRefresh}
          title={t('login.captchaAlt')}
          style={{ padding: 0, border: '1px solid #dcdfe6', borderRadius: 6, background: '#fff', cursor: 'pointer' }}
          data-testid="captcha-image"
        >
          {img ? (
            <img
              src={captchaSrc(img)}
              alt={t('login.captchaAlt')}
              style={{ width: 120, height: 38, display: 'block' }}
            />
          ) : (
            <span style={{ display: 'block', width: 120, height: 38 }} />
          )}
        </button>
      </div>
    </Form.Item>
  );
}
