import type { MenuGroup, RouterItem } from '@zj/contract';
import { createHashRouter, type LoaderFunctionArgs, Navigate, redirect } from 'react-router';
import { feedback } from '../shared/api/feedback.ts';
import { RequestError } from '../shared/api/request.ts';
import { tm } from '../shared/i18n/index.ts';
import { useApp } from '../shared/store/app-store.ts';
import { isRolesLoaded, useSession } from '../shared/store/session-store.ts';
import { decideNavigation, groupOfPath, PROBLEM_TRACKING_FLAG } from './navigation/decide-navigation.ts';
import { reloadAt } from './navigation/unload-guard.ts';
import { PageLoading } from './page-loading.tsx';
import { findPage } from './page-registry.ts';
import { RootShell } from './root-shell.tsx';
import { lazyElement } from './routes/lazy-page.tsx';
import { flattenRouters } from './routes/router-tree.ts';
import { LAYOUT_ROUTES, STANDALONE_ROUTES } from './routes/static-routes.tsx';
import { toRouteObjects } from './routes/to-route-objects.tsx';

type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * What one app's router knows beyond react-router: the server routes it has registered (once
 * per path) and the side-menu group of each. Kept per router, so a new router (a test, a
 * reload) never inherits another's routes or groups.
 */
interface AppRoutes {
  router: AppRouter | null;
  patched: Set<string>;
  groups: Map<string, MenuGroup>;
}

/** Registers the server-supplied routes under the layout (once per path) with their menu groups. */
function registerServerRoutes(app: AppRoutes, routers: readonly RouterItem[]) {
  if (!app.router) return;
  const descs = flattenRouters(routers, (component) => findPage(component) !== undefined).filter(
    (desc) => !app.patched.has(desc.path),
  );
  if (descs.length === 0) return;
  for (const desc of descs) {
    app.patched.add(desc.path);
    if (desc.kind !== 'redirect' && desc.handle.menuGroup) app.groups.set(desc.path, desc.handle.menuGroup);
  }
  app.router.patchRoutes('layout', toRouteObjects(descs));
}

async function loadSession(app: AppRoutes) {
  const session = useSession.getState();
  await session.loadInfo();
  registerServerRoutes(app, await session.loadRouters());
}

/** The navigation guard: runs before every navigation (spec 01 §2 "Navigation rules"). */
function guardLoader(app: AppRoutes) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const fullPath = `${url.pathname}${url.search}`;
    const router = app.router;
    const current = router?.state.initialized ? router.state.location : null;
    const session = useSession.getState();
    const decision = decideNavigation({
      path,
      fullPath,
      from: current?.pathname ?? null,
      fromFullPath: current ? `${current.pathname}${current.search}` : null,
      hasToken: Boolean(session.token),
      rolesLoaded: isRolesLoaded(session),
      problemTrackingFlag: sessionStorage.getItem(PROBLEM_TRACKING_FLAG),
      groupOf: (target) => groupOfPath(target) ?? app.groups.get(target) ?? null,
    });
    switch (decision.type) {
      case 'allow':
        if (decision.group) useApp.getState().setMenuGroup(decision.group);
        return null;
      case 'redirect':
        throw redirect(decision.to);
      case 'stay':
        feedback().warning(tm(decision.warning));
        throw redirect(decision.to);
      case 'reload':
        reloadAt(decision.to);
        return new Promise<null>(() => {});
      case 'load-session':
        try {
          await loadSession(app);
        } catch (error) {
          await session.logout();
          if (!(error instanceof RequestError && error.shown)) {
            feedback().error(error instanceof Error && error.message ? error.message : tm('route.loadFailed'));
          }
          throw redirect('/');
        }
        throw redirect(fullPath);
    }
  };
}

export function createAppRouter(): AppRouter {
  const app: AppRoutes = { router: null, patched: new Set(), groups: new Map() };
  const router = createHashRouter([
    {
      id: 'root',
      path: '/',
      loader: guardLoader(app),
      shouldRevalidate: () => true,
      Component: RootShell,
      HydrateFallback: PageLoading,
      children: [
        ...STANDALONE_ROUTES,
        {
          id: 'layout',
          element: lazyElement(() => import('./layout/app-layout.tsx')),
          children: LAYOUT_ROUTES,
        },
        // Unknown paths: the guard runs first (login when logged out), then /404.
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
  app.router = router;
  const session = useSession.getState();
  if (session.sidebarRouters.length > 0) registerServerRoutes(app, session.sidebarRouters);
  return router;
}
