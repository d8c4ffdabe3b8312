import type { SpatialNodeRow } from '@zj/contract';

/** A node of the viewer's tree: `key` is `versionId:globalId` (models are federated). */
export interface TreeItem {
  key: string;
  title: string;
  versionId: number;
  globalId: string;
  expressId: number;
  ifcClass: string;
  children?: TreeItem[];
}

export const treeKey = (versionId: number, globalId: string) => `${versionId}:${globalId}`;
export function parseTreeKey(key: string): { versionId: number; globalId: string } | null {
  const at = key.indexOf(':');
  const versionId = Number(key.slice(0, at));
  return at > 0 && Number.isInteger(versionId) ? { versionId, globalId: key.slice(at + 1) } : null;
}

const label = (node: SpatialNodeRow) => node.name || node.ifcClass;

/** The tree of one version as the viewer shows it (a node's title is its name, else its class). */
export function toTreeItems(versionId: number, nodes: readonly SpatialNodeRow[]): TreeItem[] {
  return nodes.map((node) => ({
    key: treeKey(versionId, node.globalId),
    title: label(node),
    versionId,
    globalId: node.globalId,
    expressId: node.expressId,
    ifcClass: node.ifcClass,
    ...(node.children.length ? { children: toTreeItems(versionId, node.children) } : {}),
  }));
}

/**
 * The nodes matching a search (name, class or GlobalId, case-insensitive) with their ancestors,
 * and the keys to expand to show them. An empty search keeps everything.
 */
export function filterTree(items: readonly TreeItem[], search: string): { items: TreeItem[]; expand: string[] } {
  const needle = search.trim().toLowerCase();
  if (!needle) return { items: [...items], expand: [] };
  const expand: string[] = [];
  const visit = (nodes: readonly TreeItem[]): TreeItem[] =>
    nodes.flatMap((node) => {
      const hit = [node.title, node.ifcClass, node.globalId].some((text) => text.toLowerCase().includes(needle));
      const children = node.children ? visit(node.children) : [];
      if (children.length) expand.push(node.key);
      if (!hit && !children.length) return [];
      return [{ ...node, ...(children.length ? { children } : hit && node.children ? { children: [] } : {}) }];
    });
  return { items: visit(items), expand };
}

export interface StoreyItems {
  key: string;
  name: string;
  versionId: number;
  /** The express ids of everything in the storey (itself included). */
  expressIds: number[];
}

/** The storeys (IfcBuildingStorey) of the trees with the express ids they contain. */
export function storeysOf(items: readonly TreeItem[]): StoreyItems[] {
  const out: StoreyItems[] = [];
  const collect = (node: TreeItem, into: number[]) => {
    into.push(node.expressId);
    for (const child of node.children ?? []) collect(child, into);
  };
  const visit = (nodes: readonly TreeItem[]) => {
    for (const node of nodes) {
      if (node.ifcClass.toUpperCase() === 'IFCBUILDINGSTOREY') {
        const expressIds: number[] = [];
        collect(node, expressIds);
        out.push({ key: node.key, name: node.title, versionId: node.versionId, expressIds });
      } else if (node.children) visit(node.children);
    }
  };
  visit(items);
  return out;
}

/** The keys expanded at first: everything above the storeys' elements. */
export function defaultExpanded(items: readonly TreeItem[]): string[] {
  const out: string[] = [];
  const visit = (nodes: readonly TreeItem[]) => {
    for (const node of nodes) {
      if (node.ifcClass.toUpperCase() === 'IFCBUILDINGSTOREY' || !node.children) continue;
      out.push(node.key);
      visit(node.children);
    }
  };
  visit(items);
  return out;
}
