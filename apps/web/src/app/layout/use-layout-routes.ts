import { useMemo } from 'react';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { findPage } from '../page-registry.ts';
import { flattenRouters, reachablePaths } from '../routes/router-tree.ts';
import { buildMenu } from './menu-model.ts';
import { withinCurrentProject } from './project-menu.ts';

/** Layout pages that exist whatever the server's menus say (work desk, personal centre). */
const STATIC_PATHS = ['/index', '/user/profile'];

/**
 * The user's server routes as the layout needs them (menu titles in the reader's language):
 * `routes` and `reachable` are every page the server gave; `routers`, the menus' source, has the
 * project group narrowed to the current project's permissions (see withinCurrentProject).
 */
export function useLayoutRoutes() {
  const serverRouters = useSession((state) => state.sidebarRouters);
  const roles = useSession((state) => state.roles);
  const permissions = useSession((state) => state.permissions);
  const permissionProjectId = useSession((state) => state.permissionProjectId);
  const projectPermissions = useSession((state) => state.projectPermissions);
  const titleOf = useMenuTitle();
  const routers = useMemo(
    () => withinCurrentProject(serverRouters, { roles, permissions, permissionProjectId, projectPermissions }),
    [serverRouters, roles, permissions, permissionProjectId, projectPermissions],
  );
  return useMemo(() => {
    const routes = flattenRouters(
      serverRouters,
      (component) => findPage(component) !== undefined,
      '',
      () => {},
    );
    const paths = reachablePaths(routes);
    for (const path of STATIC_PATHS) paths.add(path);
    const reachable = (path: string) => paths.has(path);
    return { routers, routes, reachable, titleOf, allMenus: buildMenu(routers, null, reachable, titleOf) };
  }, [serverRouters, routers, titleOf]);
}

/** The side menu is hidden on the root, the work desk and the dashboard treated as it. */
export const hidesSideMenu = (path: string) => path === '/' || path === '/index' || path === '/business/modelDashboard';
