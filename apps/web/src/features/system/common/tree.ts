/** A row with its child rows (menus, departments). */
export type TreeNode<Row> = Row & { children?: TreeNode<Row>[] };

/**
 * Flat rows → a tree by parentId (roots: rows whose parent is not in the list), each level
 * ordered by orderNum, then by id.
 */
export function toTree<Row extends { parentId: number; orderNum: number }>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
): TreeNode<Row>[] {
  const byId = new Map<number, TreeNode<Row>>();
  for (const row of rows) byId.set(idOf(row), { ...row });
  const roots: TreeNode<Row>[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const sort = (nodes: TreeNode<Row>[]) => {
    nodes.sort((a, b) => a.orderNum - b.orderNum || idOf(a) - idOf(b));
    for (const node of nodes) if (node.children) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** Ids of every node that has children (for "expand all"). */
export function branchIds<Row>(nodes: readonly TreeNode<Row>[], idOf: (row: Row) => number): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeNode<Row>[]) => {
    for (const node of list) {
      if (node.children?.length) {
        ids.push(idOf(node));
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return ids;
}
