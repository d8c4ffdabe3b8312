import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';
import type { RouteHandle } from './route-handle.ts';

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle && (handle.title || handle.titleKey)) return handle;
  }
  return {};
}

/** The deepest matched route's title in the current language. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  const handle = useRouteHandle();
  if (handle.title) return titleOf(handle.title);
  return handle.titleKey ? t(handle.titleKey) : '';
}
