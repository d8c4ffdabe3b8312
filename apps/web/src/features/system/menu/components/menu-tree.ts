import type { MenuRow } from '@zj/contract';

export type MenuNode = MenuRow & { children?: MenuNode[] };

/** Flat menus → a tree by parentId, ordered by orderNum. */
export function toMenuTree(rows: readonly MenuRow[]): MenuNode[] {
  const byId = new Map<number, MenuNode>();
  for (const row of rows) byId.set(row.menuId, { ...row });
  const roots: MenuNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const sort = (nodes: MenuNode[]) => {
    nodes.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    for (const node of nodes) if (node.children) sort(node.children);
  };
  sort(roots);
  return roots;
}

export function menuBranchIds(nodes: readonly MenuNode[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.children?.length) {
        ids.push(node.menuId);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return ids;
}

export interface MenuOption {
  value: number;
  title: string;
  children?: MenuOption[];
}

/** Parent choices: 主类目 (0) above the directories and menus (buttons cannot be parents). */
export function toParentOptions(nodes: readonly MenuNode[], rootTitle: string): MenuOption[] {
  const map = (list: readonly MenuNode[]): MenuOption[] =>
    list
      .filter((node) => node.menuType !== 'F')
      .map((node) => ({
        value: node.menuId,
        title: node.menuName,
        children: node.children ? map(node.children) : undefined,
      }));
  return [{ value: 0, title: rootTitle, children: map(nodes) }];
}
