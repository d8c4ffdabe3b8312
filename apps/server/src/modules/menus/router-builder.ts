import type { RouterItem } from '@zj/contract';
import type { MenuRow } from './menus.repository.ts';

/** Builds the sidebar routes from menu rows, following RuoYi's SysMenuServiceImpl.buildMenus. */
type MenuNode = MenuRow & { children: MenuNode[] };

const isHttp = (path: string) => /^https?:\/\//.test(path);
const isMenuFrame = (m: MenuRow) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === 1;
const isInnerLink = (m: MenuRow) => m.isFrame === 1 && isHttp(m.path);
const isParentView = (m: MenuRow) => m.parentId !== 0 && m.menuType === 'M';
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const innerLinkPath = (path: string) =>
  path
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/');

function routeName(m: MenuRow): string {
  if (isMenuFrame(m)) return '';
  return m.routeName || capitalize(m.path);
}

function routerPath(m: MenuRow): string {
  if (m.parentId !== 0 && isInnerLink(m)) return innerLinkPath(m.path);
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === 1) return `/${m.path}`;
  if (isMenuFrame(m)) return '/';
  return m.path;
}

function component(m: MenuRow): string {
  if (m.component && !isMenuFrame(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return 'InnerLink';
  if (!m.component && isParentView(m)) return 'ParentView';
  return 'Layout';
}

function meta(m: MenuRow) {
  return {
    title: m.menuName,
    icon: m.icon,
    noCache: m.isCache === 1,
    link: isHttp(m.path) ? m.path : null,
    ...(m.affix === '1' ? { affix: true } : {}),
    ...(m.activeMenu ? { activeMenu: m.activeMenu } : {}),
    ...(m.perms ? { perms: m.perms } : {}),
  };
}

/** Nests rows under their parents, keeping only those that reach the root (id 0). */
export function toTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.menuId, { ...r, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const byOrder = (a: MenuNode, b: MenuNode) => a.orderNum - b.orderNum || a.menuId - b.menuId;
  const sort = (list: MenuNode[]) => {
    list.sort(byOrder);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

export function buildRouters(menus: MenuNode[], group?: string | null): RouterItem[] {
  return menus.map((m) => {
    const menuGroup = m.menuGroup ?? group ?? undefined;
    const router: RouterItem = {
      name: routeName(m),
      path: routerPath(m),
      hidden: m.visible === '1',
      component: component(m),
      ...(m.query ? { query: m.query } : {}),
      ...(menuGroup ? { menuGroup } : {}),
      meta: meta(m),
    };
    if (m.children.length && m.menuType === 'M') {
      router.alwaysShow = true;
      router.redirect = 'noRedirect';
      router.children = buildRouters(m.children, menuGroup);
    } else if (isMenuFrame(m)) {
      router.children = [
        {
          name: m.routeName || capitalize(m.path),
          path: m.path,
          hidden: false,
          component: m.component ?? 'Layout',
          ...(m.query ? { query: m.query } : {}),
          ...(menuGroup ? { menuGroup } : {}),
          meta: meta(m),
        },
      ];
    } else if (m.parentId === 0 && isInnerLink(m)) {
      router.path = '/';
      router.children = [
        {
          name: m.routeName || capitalize(m.path),
          path: innerLinkPath(m.path),
          hidden: false,
          component: 'InnerLink',
          ...(menuGroup ? { menuGroup } : {}),
          meta: { ...meta(m), link: m.path },
        },
      ];
    }
    return router;
  });
}
