import type { TreeSelect } from '@zj/contract';

/**
 * Linked ("父子联动") checking: a checked node checks its whole subtree; a node whose children
 * are all checked is checked; one with some checked descendants is half checked.
 */
export function conduct(
  nodes: readonly TreeSelect[],
  keys: Iterable<number>,
): { checked: number[]; halfChecked: number[] } {
  const wanted = new Set(keys);
  const checked = new Set<number>();
  const half = new Set<number>();
  const markAll = (node: TreeSelect) => {
    checked.add(node.id);
    for (const child of node.children ?? []) markAll(child);
  };
  /** Returns 'all' | 'some' | 'none' for the node after conduction. */
  const visit = (node: TreeSelect): 'all' | 'some' | 'none' => {
    if (wanted.has(node.id)) {
      markAll(node);
      return 'all';
    }
    const children = node.children ?? [];
    if (children.length === 0) return 'none';
    const states = children.map(visit);
    if (states.every((state) => state === 'all')) {
      checked.add(node.id);
      return 'all';
    }
    if (states.some((state) => state !== 'none')) {
      half.add(node.id);
      return 'some';
    }
    return 'none';
  };
  for (const node of nodes) visit(node);
  return { checked: [...checked], halfChecked: [...half] };
}

export { linkedView, toggleNode } from '@/shared/ui/granted-tree.ts';

/** What the dialog starts from: the server's granted ids, as they are (the tree shows them as linkedView says). */
export function initialChecked(_nodes: readonly TreeSelect[], ids: readonly number[], _linked: boolean): number[] {
  return [...ids];
}

/**
 * The ids to send: the granted ids, sorted. They already hold the directories above what the
 * editor checked (toggleNode), as RuoYi sends its half-checked parents; ids the editor never
 * touched — a page granted without all its buttons, a menu their tree does not show — stay.
 */
export function idsToSubmit(_nodes: readonly TreeSelect[], checked: readonly number[], _linked: boolean): number[] {
  return [...new Set(checked)].sort((a, b) => a - b);
}
