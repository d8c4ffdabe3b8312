import { TranslationOutlined } from '@ant-design/icons';
import type { Lang } from '@zj/contract';
import { useTranslation } from 'react-i18next';
import { currentLang, setLang } from '../i18n/index.ts';

const LABELS: Record<Lang, string> = { zh: '中文', en: 'English' };

/**
 * zh / en switch: one button showing the other language; the choice is stored under local
 * storage `language`. Plain markup keeps the login page light.
 */
export function LangSwitch({ color }: { color?: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const next: Lang = lang === 'zh' ? 'en' : 'zh';
  return (
    <button
      type="button"
      data-testid="language-switch"
      data-lang={lang}
      aria-label={`${t('layout.language')}: ${LABELS[next]}`}
      title={t('layout.language')}
      lang={next === 'en' ? 'en' : 'zh-CN'}
      onClick={() => setLang(next)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        height: 32,
        padding: '0 8px',
        border: 0,
        borderRadius: 6,
        background: 'transparent',
        color: color ?? 'inherit',
        cursor: 'pointer',
        fontSize: 14,
      }}
    >
      <TranslationOutlined />
      {LABELS[next]}
    </button>
  );
}
