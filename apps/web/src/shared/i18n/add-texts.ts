import i18next from 'i18next';

/** Texts as the UI declares them: one entry per key, both languages. */
export type Texts = Record<string, { zh: string; en: string }>;

/**
 * Adds the texts of a lazily loaded part (shared widgets, a feature) to i18next, so that they
 * travel with that part's chunk and never with the login page.
 */
export function addTexts(texts: Texts) {
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    zh[key] = value.zh;
    en[key] = value.en;
  }
  i18next.addResourceBundle('zh', 'translation', zh, true, true);
  i18next.addResourceBundle('en', 'translation', en, true, true);
}
