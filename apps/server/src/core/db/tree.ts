import type { TreeSelect } from '@zj/contract';

/**
 * Nests rows under their parents; rows whose parent is not in the list become roots (RuoYi's
 * buildTree), so a filtered or scoped list still shows as a tree.
 */
export function toTreeSelect<T>(
  rows: T[],
  key: (row: T) => { id: number; parentId: number; label: string; disabled?: boolean },
): TreeSelect[] {
  const nodes = new Map<number, TreeSelect & { parentId: number }>();
  for (const row of rows) {
    const { id, parentId, label, disabled } = key(row);
    nodes.set(id, { id, label, parentId, ...(disabled ? { disabled } : {}) });
  }
  const roots: TreeSelect[] = nestUnderParents(nodes);
  const strip = (list: TreeSelect[]): TreeSelect[] =>
    list.map(({ id, label, disabled, children }) => ({
      id,
      label,
      ...(disabled ? { disabled } : {}),
      ...(children ? { children: strip(children) } : {}),
    }));
  return strip(roots);
}

/**
 * Hangs each node below its parent (in the map's order); a node whose parent is not in the map
 * becomes a root. Answers the roots.
 */
export function nestUnderParents<N extends { parentId: number }>(nodes: Map<number, N>): N[] {
  const roots: N[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId) as (N & { children?: N[] }) | undefined;
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else roots.push(node);
  }
  return roots;
}
