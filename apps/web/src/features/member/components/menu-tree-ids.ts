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

/** What the dialog starts from: the role's stored ids as they are (the tree shows them with linkedView). */
export function shownChecked(_nodes: readonly TreeSelect[], stored: readonly number[]): number[] {
  return [...stored];
}

/**
 * The ids to save: the granted ids, sorted. Checking a node grants the directories above it
 * (toggleNode), as RuoYi keeps half-checked parents; ids the editor did not touch stay.
 */
export function idsToSave(_nodes: readonly TreeSelect[], checked: readonly number[]): number[] {
  return [...new Set(checked)].sort((a, b) => a - b);
}
