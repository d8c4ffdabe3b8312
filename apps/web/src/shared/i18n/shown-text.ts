import { pickLang, shownText } from '@zj/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Titled = Parameters<typeof shownText>[0];

/**
 * Texts the server wrote (project news, message titles, operation-log modules) in the current
 * language: rendered from the row's key and parameters, so a language switch or a pushed message
 * shows at once; rows without a key show their stored title.
 */
export function useShownText(): (row: Titled) => string {
  const { i18n } = useTranslation();
  const lang = pickLang(i18n.language);
  return useCallback((row: Titled) => shownText(row, lang), [lang]);
}
