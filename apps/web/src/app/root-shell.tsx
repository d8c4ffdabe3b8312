import { APP_TITLE } from '@zj/contract';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSettings } from '../shared/store/settings-store.ts';
import { useRouteTitle } from './routes/use-route-title.ts';

/** `${pageTitle} - 智能建造管理平台` when the dynamic title is on. */
export function pageTitle(title: string, dynamic: boolean): string {
  return dynamic && title ? `${title} - ${APP_TITLE}` : APP_TITLE;
}

/** The root route: keeps the document title in step with the page. */
export function RootShell() {
  const title = useRouteTitle();
  const dynamicTitle = useSettings((state) => state.dynamicTitle);
  useEffect(() => {
    document.title = pageTitle(title, dynamicTitle);
  }, [title, dynamicTitle]);
  return <Outlet />;
}
