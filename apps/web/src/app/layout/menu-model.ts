import type { MenuGroup, RouterItem } from '@zj/contract';
import { isExternal, joinPath } from '../routes/router-tree.ts';

export interface MenuNode {
  /** Absolute path (or external address). */
  key: string;
  title: string;
  icon?: string;
  /** Query object from the menu's `query` JSON. */
  query?: Record<string, string>;
  external?: boolean;
  children?: MenuNode[];
}

function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const parsed: unknown = JSON.parse(query);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

const isContainer = (item: RouterItem) => item.component === 'Layout' || item.component === 'ParentView';

/** A title in the reader's language (see shared/i18n/menu-title.ts); identity by default. */
export type TitleOf = (title: string) => string;
const sameTitle: TitleOf = (title) => title;

function toNodes(
  items: readonly RouterItem[],
  base: string,
  reachable: (path: string) => boolean,
  titleOf: TitleOf,
): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    const key = joinPath(base, item.path);
    const visible = (item.children ?? []).filter((child) => !child.hidden);
    if (visible.length === 1 && !item.alwaysShow && isContainer(item)) {
      nodes.push(...toNodes(visible, key, reachable, titleOf));
      continue;
    }
    if (visible.length > 0 && (isContainer(item) || item.alwaysShow)) {
      const children = toNodes(visible, key, reachable, titleOf);
      if (children.length > 0) nodes.push({ key, title: titleOf(item.meta.title), icon: item.meta.icon, children });
      continue;
    }
    if (isContainer(item)) continue;
    const external = isExternal(item.path);
    if (!external && !reachable(key)) continue;
    nodes.push({
      key,
      title: titleOf(item.meta.title),
      icon: item.meta.icon,
      query: parseQuery(item.query),
      external,
    });
  }
  return nodes;
}

/**
 * The side menu of a group: top-level entries of that group (entries without a group show in
 * every group), hidden entries left out, and only leaves that lead to a registered route. Titles
 * go through `titleOf` (the reader's language).
 */
export function buildMenu(
  routers: readonly RouterItem[],
  group: MenuGroup | null,
  reachable: (path: string) => boolean,
  titleOf: TitleOf = sameTitle,
): MenuNode[] {
  const inGroup = group ? routers.filter((item) => !item.menuGroup || item.menuGroup === group) : routers;
  return toNodes(inGroup, '/', reachable, titleOf);
}

export interface SearchEntry {
  path: string;
  title: string;
  query?: Record<string, string>;
  external?: boolean;
}

/** Every leaf of the whole menu with its breadcrumb title (header route search). */
export function searchEntries(nodes: readonly MenuNode[], prefix: string[] = []): SearchEntry[] {
  return nodes.flatMap((node) => {
    const trail = [...prefix, node.title];
    if (node.children) return searchEntries(node.children, trail);
    return [{ path: node.key, title: trail.join(' > '), query: node.query, external: node.external }];
  });
}

/** The chain of menu titles leading to a path (breadcrumbs). */
export function menuTrail(nodes: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of nodes) {
    if (node.key === path) return [node];
    if (node.children) {
      const inner = menuTrail(node.children, path);
      if (inner.length > 0) return [node, ...inner];
    }
  }
  return [];
}
