import type { DeptRow } from '@zj/contract';

export type DeptNode = DeptRow & { children?: DeptNode[] };

/** Flat departments → a tree by parentId (roots: rows whose parent is not in the list). */
export function toDeptTree(rows: readonly DeptRow[]): DeptNode[] {
  const byId = new Map<number, DeptNode>();
  for (const row of rows) byId.set(row.deptId, { ...row });
  const roots: DeptNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const sort = (nodes: DeptNode[]) => {
    nodes.sort((a, b) => a.orderNum - b.orderNum || a.deptId - b.deptId);
    for (const node of nodes) if (node.children) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** Ids of every node that has children (for "expand all"). */
export function parentIds(nodes: readonly DeptNode[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly DeptNode[]) => {
    for (const node of list) {
      if (node.children?.length) {
        ids.push(node.deptId);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return ids;
}

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
