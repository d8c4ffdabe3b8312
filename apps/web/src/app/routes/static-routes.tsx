import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { Empty, lazyElement } from './lazy-page.tsx';
import { RedirectPage } from './redirect-page.tsx';
import type { RouteHandle } from './route-handle.ts';

const handle = (value: RouteHandle) => value;

/** Pages inside the layout that exist whatever the server's menus say. */
export const LAYOUT_ROUTES: RouteObject[] = [
  { index: true, loader: () => redirect('/index'), Component: Empty },
  {
    id: 'workdesk',
    path: 'index',
    handle: handle({ titleKey: 'route.index', affix: true }),
    element: lazyElement(() => import('../../features/workdesk/pages/workdesk-page.tsx')),
  },
  {
    path: 'redirect/*',
    handle: handle({ titleKey: 'route.redirect', noTab: true }),
    Component: RedirectPage,
  },
];

/** Routes outside the layout. */
export const STANDALONE_ROUTES: RouteObject[] = [
  {
    path: 'login',
    handle: handle({ titleKey: 'route.login', noTab: true }),
    element: lazyElement(() => import('../../features/auth/pages/login-page.tsx')),
  },
  {
    path: 'register',
    handle: handle({ titleKey: 'route.register', noTab: true }),
    element: lazyElement(() => import('../../features/auth/pages/register-page.tsx')),
  },
  {
    path: '404',
    handle: handle({ titleKey: 'route.404', noTab: true }),
    element: lazyElement(() => import('../../features/errors/pages/not-found-page.tsx')),
  },
  {
    path: '401',
    handle: handle({ titleKey: 'route.401', noTab: true }),
    element: lazyElement(() => import('../../features/errors/pages/unauthorized-page.tsx')),
  },
];

/** Affixed tabs of the static routes. */
export const STATIC_AFFIX = [{ path: '/index', titleKey: 'route.index' as const }];
