import type { TreeSelect } from '@zj/contract';

/**
 * Checkable trees of granted ids (a system role's or a project role's menus, a role's custom
 * departments): the state is the set of granted ids itself, shown truthfully and changed only
 * where the editor clicks — so a page granted without all its buttons, or a menu the tree does
 * not show, survives an edit of something else.
 */

/** Every id of the tree. */
export function allIds(nodes: readonly TreeSelect[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeSelect[]) => {
    for (const node of list) {
      ids.push(node.id);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return ids;
}

/** Ids of the nodes that have children (what "expand all" opens). */
export function branchIds(nodes: readonly TreeSelect[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeSelect[]) => {
    for (const node of list) {
      if (node.children?.length) {
        ids.push(node.id);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return ids;
}

/** Each node's parent (roots: none). */
function parents(nodes: readonly TreeSelect[]): Map<number, number> {
  const map = new Map<number, number>();
  const walk = (list: readonly TreeSelect[], parent?: number) => {
    for (const node of list) {
      if (parent !== undefined) map.set(node.id, parent);
      if (node.children) walk(node.children, node.id);
    }
  };
  walk(nodes);
  return map;
}

function find(nodes: readonly TreeSelect[], id: number): TreeSelect | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The granted ids as a linked tree shows them, truthfully: a node is checked when it and its whole
 * subtree are granted, half checked when it or something below it is (a page granted without all
 * its buttons, a directory with some of its pages), unchecked otherwise.
 */
export function linkedView(
  nodes: readonly TreeSelect[],
  granted: readonly number[],
): { checked: number[]; halfChecked: number[] } {
  const has = new Set(granted);
  const checked: number[] = [];
  const half: number[] = [];
  const visit = (node: TreeSelect): 'all' | 'some' | 'none' => {
    const states = (node.children ?? []).map(visit);
    const own = has.has(node.id);
    if (own && states.every((state) => state === 'all')) {
      checked.push(node.id);
      return 'all';
    }
    if (own || states.some((state) => state !== 'none')) {
      half.push(node.id);
      return 'some';
    }
    return 'none';
  };
  for (const node of nodes) visit(node);
  return { checked, halfChecked: half };
}

/**
 * The granted ids after the editor (un)checks one node; nothing else changes (a role edit changes
 * only what the editor changed). Linked: checking grants the node's subtree and the nodes above it;
 * unchecking takes the subtree away, then each node above that has nothing granted below it any
 * more. Not linked: the node alone.
 */
export function toggleNode(
  nodes: readonly TreeSelect[],
  granted: readonly number[],
  id: number,
  on: boolean,
  linked: boolean,
): number[] {
  const result = new Set(granted);
  const node = find(nodes, id);
  if (!node) return [...granted];
  if (!linked) {
    if (on) result.add(id);
    else result.delete(id);
    return [...result];
  }
  const subtree = allIds([node]);
  const up = parents(nodes);
  if (on) {
    for (const each of subtree) result.add(each);
    for (let at = up.get(id); at !== undefined; at = up.get(at)) result.add(at);
    return [...result];
  }
  for (const each of subtree) result.delete(each);
  for (let at = up.get(id); at !== undefined; at = up.get(at)) {
    const below = allIds(find(nodes, at)?.children ?? []);
    if (below.some((each) => result.has(each))) break;
    result.delete(at);
  }
  return [...result];
}
