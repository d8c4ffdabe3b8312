import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from './captcha-image.tsx';

/** Captcha input with its image in an antd form (register page); clicking the image loads a new one. */
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
        <CaptchaImage img={img} onRefresh={onRefresh} />
      </div>
    </Form.Item>
  );
}
