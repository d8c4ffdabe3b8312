import { type ClientMessageKey, GROUP_PREFIXES, type MenuGroup } from '@zj/contract';

/** Paths open without login (spec 01 §2). */
export const PUBLIC_PATHS = ['/login', '/register', '/auth-redirect', '/bind', '/404', '/401'] as const;
export const PUBLIC_PREFIXES = [
  '/share/',
  '/problemtrackingView/',
  '/ganttScheduleView/',
  '/app/model',
  '/app/problem',
  '/app/panoramic',
  '/app/video',
  '/appRegister',
] as const;

export const LOGIN_PATH = '/login';
export const INDEX_PATH = '/index';
export const MAP_PATH = '/map';
export const PROBLEM_TRACKING_PATH = '/business/problemtracking';
export const PROBLEM_TRACKING_FLAG = 'toProblemtracking';

export function isPublicPath(path: string): boolean {
  return (
    (PUBLIC_PATHS as readonly string[]).includes(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/** The side group a path belongs to, if it is under one of the group prefixes. */
export function groupOfPath(path: string): MenuGroup | null {
  const entry = GROUP_PREFIXES.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return entry ? entry.group : null;
}

export interface NavigationInput {
  /** Target path without query, e.g. /system/user. */
  path: string;
  /** Target path with query, e.g. /system/user?x=1. */
  fullPath: string;
  /** The current path, or null on the first navigation. */
  from: string | null;
  /** The current full path (for "stay"), or null on the first navigation. */
  fromFullPath?: string | null;
  hasToken: boolean;
  rolesLoaded: boolean;
  /** sessionStorage toProblemtracking. */
  problemTrackingFlag: string | null;
  /**
   * The side group of a path: by default its group prefix; the router also knows the group of
   * each server route (a menu's menuGroup).
   */
  groupOf?: (path: string) => MenuGroup | null;
}

export type NavigationDecision =
  /** Go on; switch the side group when `group` is set. */
  | { type: 'allow'; group?: MenuGroup }
  | { type: 'redirect'; to: string }
  /** Load user info and routes, register them, then decide again. */
  | { type: 'load-session' }
  /** Do not move; show the warning. `to` is where to stay (or '/' on a first load). */
  | { type: 'stay'; to: string; warning: ClientMessageKey }
  /** Go to `to` with a full page reload. */
  | { type: 'reload'; to: string };

/** The navigation rules of spec 01 §2, as a pure function. */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { path, fullPath, from } = input;
  if (!input.hasToken) {
    if (isPublicPath(path)) return { type: 'allow' };
    return { type: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (path === LOGIN_PATH) return { type: 'redirect', to: '/' };
  if (!input.rolesLoaded && !isPublicPath(path)) return { type: 'load-session' };
  if (
    (path === PROBLEM_TRACKING_PATH || path.startsWith(`${PROBLEM_TRACKING_PATH}/`)) &&
    input.problemTrackingFlag !== '1'
  ) {
    return { type: 'stay', to: input.fromFullPath ?? from ?? '/', warning: 'problem.noItems' };
  }
  if (from === MAP_PATH && path === INDEX_PATH) return { type: 'reload', to: fullPath };
  const groupOf = input.groupOf ?? groupOfPath;
  const group = groupOf(path);
  if (group && (from === null || groupOf(from) !== group)) return { type: 'allow', group };
  return { type: 'allow' };
}
