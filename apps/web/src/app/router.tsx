import type { RouterItem } from '@zj/contract';
import { createHashRouter, type LoaderFunctionArgs, Navigate, redirect } from 'react-router';
import { feedback } from '../shared/api/feedback.ts';
import { RequestError } from '../shared/api/request.ts';
import { tm } from '../shared/i18n/index.ts';
import { useApp } from '../shared/store/app-store.ts';
import { isRolesLoaded, useSession } from '../shared/store/session-store.ts';
import { decideNavigation, PROBLEM_TRACKING_FLAG } from './navigation/decide-navigation.ts';
import { reloadAt } from './navigation/unload-guard.ts';
import { PageLoading } from './page-loading.tsx';
import { findPage } from './page-registry.ts';
import { RootShell } from './root-shell.tsx';
import { lazyElement } from './routes/lazy-page.tsx';
import { flattenRouters } from './routes/router-tree.ts';
import { LAYOUT_ROUTES, STANDALONE_ROUTES } from './routes/static-routes.tsx';
import { toRouteObjects } from './routes/to-route-objects.tsx';

type AppRouter = ReturnType<typeof createHashRouter>;
let router: AppRouter | null = null;
const patched = new Set<string>();

/** Registers the server-supplied routes under the layout (once per path). */
export function registerServerRoutes(routers: readonly RouterItem[]) {
  if (!router) return;
  const descs = flattenRouters(routers, (component) => findPage(component) !== undefined).filter(
    (desc) => !patched.has(desc.path),
  );
  if (descs.length === 0) return;
  for (const desc of descs) patched.add(desc.path);
  router.patchRoutes('layout', toRouteObjects(descs));
}

async function loadSession() {
  const session = useSession.getState();
  await session.loadInfo();
  registerServerRoutes(await session.loadRouters());
}

/** The navigation guard: runs before every navigation (spec 01 §2 "Navigation rules"). */
async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  const fullPath = `${url.pathname}${url.search}`;
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
        await loadSession();
      } catch (error) {
        await session.logout();
        if (!(error instanceof RequestError && error.shown)) {
          feedback().error(error instanceof Error && error.message ? error.message : tm('route.loadFailed'));
        }
        throw redirect('/');
      }
      throw redirect(fullPath);
  }
}

export function createAppRouter(): AppRouter {
  patched.clear();
  router = createHashRouter([
    {
      id: 'root',
      path: '/',
      loader: guardLoader,
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
  const session = useSession.getState();
  if (session.sidebarRouters.length > 0) registerServerRoutes(session.sidebarRouters);
  return router;
}
