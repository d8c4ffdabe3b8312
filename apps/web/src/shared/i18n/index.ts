import { type ClientMessageKey, clientMsg, DEFAULT_LANG, type Lang, pickLang } from '@zj/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildResources } from './resources.ts';

export const LANGUAGE_KEY = 'language';

/** The stored language: 'zh' (default and fallback) or 'en'. */
export function getStoredLang(): Lang {
  try {
    return pickLang(localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANG);
  } catch {
    return DEFAULT_LANG;
  }
}

/** Accept-Language header value for a platform language. */
export const acceptLanguage = (lang: Lang) => (lang === 'en' ? 'en-US' : 'zh-CN');

void i18next.use(initReactI18next).init({
  resources: buildResources(),
  lng: getStoredLang(),
  fallbackLng: DEFAULT_LANG,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const i18n = i18next;

export function currentLang(): Lang {
  return pickLang(i18next.language);
}

export function setLang(lang: Lang) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  void i18next.changeLanguage(lang);
  document.documentElement.lang = acceptLanguage(lang);
}

/** A catalogue text in the current language. */
export function tm(key: ClientMessageKey, params?: Record<string, string | number>): string {
  return clientMsg(key, currentLang(), params);
}

export type { TextKey, UiKey } from './resources.ts';
