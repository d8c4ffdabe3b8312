import { pickLang } from '@zj/contract';
import { theme as antTheme, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../shared/store/app-store.ts';
import { useSettings } from '../shared/store/settings-store.ts';
import { FeedbackRoot } from '../shared/ui/feedback-root.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';

const SIZE_MAP = { default: 'large', medium: 'middle', small: 'small', mini: 'small' } as const;

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = pickLang(i18n.language);
  const size = useApp((state) => state.size);
  const colorPrimary = useSettings((state) => state.theme);
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(
    () => ({
      token: { colorPrimary, motion: !reducedMotion },
      algorithm: size === 'mini' ? antTheme.compactAlgorithm : undefined,
    }),
    [colorPrimary, size, reducedMotion],
  );
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} componentSize={SIZE_MAP[size]} theme={themeConfig}>
      {children}
      <FeedbackRoot />
    </ConfigProvider>
  );
}
