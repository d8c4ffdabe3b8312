/** Languages of the platform; zh is the default and the fallback. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh';

/** Picks the platform language from an Accept-Language header or a stored value. */
export function pickLang(value: string | null | undefined): Lang {
  if (!value) return DEFAULT_LANG;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANG;
}

/** Replaces `{name}` placeholders. */
export function fill(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
