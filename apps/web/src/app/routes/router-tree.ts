import { MENU_GROUPS, type MenuGroup, type RouterItem } from '@zj/contract';
import type { RouteHandle } from './route-handle.ts';

/** One route built from the server's router tree (spec 01 §2 "Server-supplied routes"). */
export type RouteDesc =
  | { kind: 'page'; path: string; component: string; handle: RouteHandle }
  | { kind: 'iframe'; path: string; link: string; handle: RouteHandle }
  | { kind: 'redirect'; path: string; to: string };

export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

/** Joins a parent path and a child path into an absolute path. */
export function joinPath(parent: string, child: string): string {
  if (isExternal(child)) return child;
  if (child.startsWith('/')) return child.replace(/\/+$/, '') || '/';
  const base = parent.replace(/\/+$/, '');
  const joined = child ? `${base}/${child}` : base;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

const GROUPS: readonly string[] = Object.values(MENU_GROUPS);
/** The item's own menu group, else the one it inherits from the menus above it. */
const groupOf = (item: RouterItem, inherited: MenuGroup | undefined): MenuGroup | undefined =>
  item.menuGroup && GROUPS.includes(item.menuGroup) ? (item.menuGroup as MenuGroup) : inherited;

const handleOf = (item: RouterItem, menuGroup: MenuGroup | undefined): RouteHandle => ({
  title: item.meta.title,
  icon: item.meta.icon,
  noCache: item.meta.noCache,
  affix: item.meta.affix,
  activeMenu: item.meta.activeMenu,
  ...(menuGroup ? { menuGroup } : {}),
});

/**
 * Flattens the router tree: 'Layout' and 'ParentView' nodes only prefix their children;
 * 'InnerLink' becomes an iframe page; other components are pages looked up by `hasPage`.
 * Items naming an unknown component are skipped with a warning (never a dead route). A route's
 * handle carries the menu group of its menu (or of the menus above it).
 */
export function flattenRouters(
  items: readonly RouterItem[],
  hasPage: (component: string) => boolean,
  parentPath = '',
  warn: (text: string) => void = console.warn,
  parentGroup?: MenuGroup,
): RouteDesc[] {
  const out: RouteDesc[] = [];
  for (const item of items) {
    const path = joinPath(parentPath || '/', item.path);
    const group = groupOf(item, parentGroup);
    if (isExternal(path)) continue;
    if (item.component === 'Layout' || item.component === 'ParentView') {
      if (item.redirect && item.redirect !== 'noRedirect' && path !== '/') {
        out.push({ kind: 'redirect', path, to: joinPath(path, item.redirect) });
      }
      out.push(...flattenRouters(item.children ?? [], hasPage, path, warn, group));
    } else if (item.component === 'InnerLink') {
      if (item.meta.link) out.push({ kind: 'iframe', path, link: item.meta.link, handle: handleOf(item, group) });
    } else if (hasPage(item.component)) {
      out.push({ kind: 'page', path, component: item.component, handle: handleOf(item, group) });
      if (item.children?.length) out.push(...flattenRouters(item.children, hasPage, path, warn, group));
    } else {
      warn(`[routes] no page registered for component '${item.component}' (${path}); menu skipped`);
    }
  }
  return out;
}

/** Absolute paths that lead somewhere (pages and iframes). */
export function reachablePaths(routes: readonly RouteDesc[]): Set<string> {
  return new Set(routes.filter((route) => route.kind !== 'redirect').map((route) => route.path));
}
