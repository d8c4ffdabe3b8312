import type { ProjectTreeNode } from '@zj/contract';

/**
 * May a node of the project tree be chosen (spec 01 §2 "Index page project selector")? Nodes
 * below a root (parentId not 0) always may. A root with children may not: it groups its
 * sub-projects. A root WITHOUT children may, otherwise a stand-alone project could never be chosen.
 */
export function isSelectableNode(node: Pick<ProjectTreeNode, 'parentId' | 'children'>): boolean {
  return node.parentId !== 0 || !node.children || node.children.length === 0;
}
