import i18next from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Titles of server menus in the reader's language. sys_menu stores the Chinese name; the English
 * titles of the seeded menus (contract `menuTitleEn`, by the seeded Chinese name) are registered
 * by the layout chunk, so they never load with the login page. A menu whose name has no English
 * title — created or renamed by an administrator — shows its stored name.
 */
const NS = 'menu';

type Titles = Readonly<Record<string, string>> | ((name: string) => string | undefined);

let registered = 0;
let english: ((name: string) => string | undefined) | undefined;
const listeners = new Set<() => void>();

/** Adds the English titles, a map or a function (the layout calls it once when its chunk loads). */
export function registerMenuTitles(en: Titles) {
  if (typeof en === 'function') english = en;
  else i18next.addResourceBundle('en', NS, en, true, true);
  registered += 1;
  for (const listener of listeners) listener();
}

/** The title in `language` (default: the current one), else the stored title. */
export function menuTitle(title: string, language: string = i18next.language): string {
  if (!title) return title;
  const local: unknown = i18next.getResource(language, NS, title);
  if (typeof local === 'string' && local) return local;
  return (language === 'en' && english?.(title)) || title;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  i18next.on('languageChanged', listener);
  return () => {
    listeners.delete(listener);
    i18next.off('languageChanged', listener);
  };
}
const snapshot = () => `${i18next.language}|${registered}`;

/** `menuTitle` for the current language; a new function when the language or the titles change. */
export function useMenuTitle(): (title: string) => string {
  const state = useSyncExternalStore(subscribe, snapshot);
  return useCallback((title: string) => menuTitle(title, state.slice(0, state.indexOf('|'))), [state]);
}
