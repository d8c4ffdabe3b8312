import type { TreeSelect } from '@zj/contract';

function walk(nodes: readonly TreeSelect[], visit: (node: TreeSelect, parents: readonly number[]) => void) {
  const step = (list: readonly TreeSelect[], parents: readonly number[]) => {
    for (const node of list) {
      visit(node, parents);
      if (node.children?.length) step(node.children, [...parents, node.id]);
    }
  };
  step(nodes, []);
}

/** Every id of the tree. */
export function allIds(nodes: readonly TreeSelect[]): number[] {
  const ids: number[] = [];
  walk(nodes, (node) => ids.push(node.id));
  return ids;
}

/** Ids of the nodes that have children (what "expand all" opens). */
export function branchIds(nodes: readonly TreeSelect[]): number[] {
  const ids: number[] = [];
  walk(nodes, (node) => {
    if (node.children?.length) ids.push(node.id);
  });
  return ids;
}

/**
 * What the linked tree shows for a role's stored ids: only the leaves (a stored parent would
 * otherwise check every child); the tree checks the parents whose children are all checked.
 */
export function shownChecked(nodes: readonly TreeSelect[], stored: readonly number[]): number[] {
  const branches = new Set(branchIds(nodes));
  return stored.filter((id) => !branches.has(id));
}

/** The ids to save: the checked nodes and every ancestor of them (RuoYi keeps half-checked parents). */
export function idsToSave(nodes: readonly TreeSelect[], checked: readonly number[]): number[] {
  const wanted = new Set(checked);
  const ids = new Set<number>();
  walk(nodes, (node, parents) => {
    if (!wanted.has(node.id)) return;
    ids.add(node.id);
    for (const parent of parents) ids.add(parent);
  });
  return [...ids].sort((a, b) => a - b);
}
