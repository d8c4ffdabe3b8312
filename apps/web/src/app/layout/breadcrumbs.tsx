import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteHandle, useRouteTitle } from '../routes/use-route-title.ts';
import { menuTrail } from './menu-model.ts';
import { useLayoutRoutes } from './use-layout-routes.ts';

/** 首页 / menu trail of the current page. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const title = useRouteTitle();
  const { allMenus } = useLayoutRoutes();
  const trail = menuTrail(allMenus, handle.activeMenu ?? pathname);
  const items = [{ key: 'home', title: <Link to="/index">{t('route.home')}</Link> }];
  if (pathname !== '/index') {
    if (trail.length > 0) {
      for (const node of trail) items.push({ key: node.key, title: <span>{node.title}</span> });
    } else if (title) {
      items.push({ key: pathname, title: <span>{title}</span> });
    }
  }
  return <Breadcrumb items={items} data-testid="breadcrumbs" style={{ marginLeft: 8 }} />;
}
