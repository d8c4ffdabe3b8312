import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { Empty, lazyElement } from './lazy-page.tsx';
import { RedirectPage } from './redirect-page.tsx';
import type { RouteHandle } from './route-handle.ts';

const handle = (value: RouteHandle) => value;

/** Loader of a hidden route whose id param must be digits only (else /404). */
export const digitsOnly =
  (param: string) =>
  ({ params }: LoaderFunctionArgs) =>
    /^\d+$/.test(params[param] ?? '') ? null : redirect('/404');

/** Pages inside the layout that exist whatever the server's menus say. */
export const LAYOUT_ROUTES: RouteObject[] = [
  { index: true, loader: () => redirect('/index'), Component: Empty },
  {
    id: 'workdesk',
    path: 'index',
    handle: handle({ titleKey: 'route.index', affix: true }),
    element: lazyElement(() => import('@/features/workdesk/pages/workdesk-page.tsx')),
  },
  {
    path: 'project',
    handle: handle({ titleKey: 'route.project' }),
    element: lazyElement(() => import('@/features/project/pages/project-list-page.tsx')),
  },
  {
    path: 'projectMap',
    handle: handle({ titleKey: 'route.projectMap' }),
    element: lazyElement(() => import('@/features/project-map/pages/project-map-page.tsx')),
  },
  {
    path: 'projectDashboard/:id',
    loader: digitsOnly('id'),
    handle: handle({ titleKey: 'route.projectDashboard' }),
    element: lazyElement(() => import('@/features/project-dashboard/pages/project-dashboard-page.tsx')),
  },
  // Hidden routes of spec 01 §2 (digits-only ids are checked by the page: React Router has no regex params).
  {
    path: 'system/dict-data/index/:dictId',
    handle: handle({ titleKey: 'route.dictData', activeMenu: '/system/dict' }),
    element: lazyElement(() => import('@/features/system/dict/pages/dict-data-page.tsx')),
  },
  {
    path: 'user/profile',
    handle: handle({ titleKey: 'route.profile' }),
    element: lazyElement(() => import('@/features/profile/pages/profile-page.tsx')),
  },
  {
    path: 'system/user-auth/role/:userId',
    loader: digitsOnly('userId'),
    handle: handle({ titleKey: 'route.userAuthRole', activeMenu: '/system/user' }),
    element: lazyElement(() => import('@/features/system/user/pages/user-auth-role-page.tsx')),
  },
  {
    path: 'system/role-auth/user/:roleId',
    loader: digitsOnly('roleId'),
    handle: handle({ titleKey: 'route.roleAuthUser', activeMenu: '/system/role' }),
    element: lazyElement(() => import('@/features/system/role/pages/role-auth-user-page.tsx')),
  },
  // Spec 02 §2: the process designer (its own chunk: bpmn-js never rides with the shell).
  {
    path: 'sys/flowable/design',
    handle: handle({ titleKey: 'route.flowableDesign', activeMenu: '/system/flowable-manage/system/flowable/model' }),
    element: lazyElement(() => import('@/features/flowable/designer/pages/designer-page.tsx')),
  },
  {
    // The form designer (spec 01 §2): a new form, or the stored one of the query `formId`.
    path: 'sys/form/design',
    handle: handle({ titleKey: 'route.formDesign', activeMenu: '/system/form', noCache: true }),
    element: lazyElement(() => import('@/features/forms/pages/form-design-page.tsx')),
  },
  {
    // 应用申请 (spec 01 §2): the task centre's page, `formId` opening that form to fill in.
    path: 'sys/order/apply-form',
    handle: handle({ titleKey: 'route.orderApply', activeMenu: '/order/order/apply-form' }),
    element: lazyElement(() => import('@/features/task-centre/pages/apply-form-page.tsx')),
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
    element: lazyElement(() => import('@/features/auth/pages/login-page.tsx')),
  },
  {
    path: 'register',
    handle: handle({ titleKey: 'route.register', noTab: true }),
    element: lazyElement(() => import('@/features/auth/pages/register-page.tsx')),
  },
  {
    // A problem shared by its creator's link (spec 01 §2: open without login).
    path: 'problemtrackingView/:id',
    handle: handle({ titleKey: 'route.problemView', noTab: true }),
    element: lazyElement(() => import('@/features/problems/pages/problem-view-page.tsx')),
  },
  {
    // A plan shared by its link, read-only (spec 01 §2: open without login).
    path: 'ganttScheduleView/:id',
    handle: handle({ titleKey: 'route.ganttView', noTab: true }),
    element: lazyElement(() => import('@/features/plans/pages/gantt-view-page.tsx')),
  },
  {
    path: '404',
    handle: handle({ titleKey: 'route.404', noTab: true }),
    element: lazyElement(() => import('@/features/errors/pages/not-found-page.tsx')),
  },
  {
    path: '401',
    handle: handle({ titleKey: 'route.401', noTab: true }),
    element: lazyElement(() => import('@/features/errors/pages/unauthorized-page.tsx')),
  },
];

/** Affixed tabs of the static routes. */
export const STATIC_AFFIX = [{ path: '/index', titleKey: 'route.index' as const }];
