import type { DeptRow } from '@zj/contract';
import { branchIds, type TreeNode, toTree } from '../../common/tree.ts';

export type DeptNode = TreeNode<DeptRow>;

/** Flat departments → a tree by parentId (roots: rows whose parent is not in the list). */
export const toDeptTree = (rows: readonly DeptRow[]): DeptNode[] => toTree(rows, (row) => row.deptId);

/** Ids of every node that has children (for "expand all"). */
export const parentIds = (nodes: readonly DeptNode[]): number[] => branchIds(nodes, (node) => node.deptId);

/** Tree-select data: value deptId, title deptName. */
export interface DeptOption {
  value: number;
  title: string;
  children?: DeptOption[];
}
export const toDeptOptions = (nodes: readonly DeptNode[]): DeptOption[] =>
  nodes.map((node) => ({
    value: node.deptId,
    title: node.deptName,
    children: node.children ? toDeptOptions(node.children) : undefined,
  }));
