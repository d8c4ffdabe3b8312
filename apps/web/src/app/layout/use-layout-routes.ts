import { useMemo } from 'react';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { findPage } from '../page-registry.ts';
import { flattenRouters, reachablePaths } from '../routes/router-tree.ts';
import { buildMenu } from './menu-model.ts';

/** Layout pages that exist whatever the server's menus say (work desk, personal centre). */
const STATIC_PATHS = ['/index', '/user/profile'];

/** The user's server routes as the layout needs them (menu titles in the reader's language). */
export function useLayoutRoutes() {
  const routers = useSession((state) => state.sidebarRouters);
  const titleOf = useMenuTitle();
  return useMemo(() => {
    const routes = flattenRouters(
      routers,
      (component) => findPage(component) !== undefined,
      '',
      () => {},
    );
    const paths = reachablePaths(routes);
    for (const path of STATIC_PATHS) paths.add(path);
    const reachable = (path: string) => paths.has(path);
    return { routers, routes, reachable, titleOf, allMenus: buildMenu(routers, null, reachable, titleOf) };
  }, [routers, titleOf]);
}

/** The side menu is hidden on the root, the work desk and the dashboard treated as it. */
export const hidesSideMenu = (path: string) => path === '/' || path === '/index' || path === '/business/modelDashboard';
