import { useTranslation } from 'react-i18next';
import { captchaSrc } from '../api/get-captcha.ts';

/** The captcha image as a button: clicking it loads a new one. */
export function CaptchaImage({ img, onRefresh }: { img: string | undefined; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('login.captchaAlt')}
      style={{ padding: 0, border: '1px solid #dcdfe6', borderRadius: 6, background: '#fff', cursor: 'pointer' }}
      data-testid="captcha-image"
    >
      {img ? (
        <img src={captchaSrc(img)} alt={t('login.captchaAlt')} style={{ width: 120, height: 38, display: 'block' }} />
      ) : (
        <span style={{ display: 'block', width: 120, height: 38 }} />
      )}
    </button>
  );
}
