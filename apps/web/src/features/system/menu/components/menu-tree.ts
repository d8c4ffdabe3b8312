import type { MenuRow } from '@zj/contract';
import { branchIds, type TreeNode, toTree } from '../../common/tree.ts';

export type MenuNode = TreeNode<MenuRow>;

/** Flat menus → a tree by parentId, ordered by orderNum. */
export const toMenuTree = (rows: readonly MenuRow[]): MenuNode[] => toTree(rows, (row) => row.menuId);

/** Ids of the menus that have children (for "expand all"). */
export const menuBranchIds = (nodes: readonly MenuNode[]): number[] => branchIds(nodes, (node) => node.menuId);

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
