import type { ProjectTreeNode } from '@zj/contract';
import { getProjectBands } from '../../shared/api/projects.ts';
import { useCurrentProject } from '../../shared/store/project-store.ts';
import { useSession } from '../../shared/store/session-store.ts';

/**
 * May a node of the project tree be chosen (spec 01 §2 "Index page project selector")? Nodes
 * below a root (parentId not 0) always may. A root with children may not: it groups its
 * sub-projects. A root WITHOUT children may, otherwise a stand-alone project could never be chosen.
 */
export function isSelectableNode(node: Pick<ProjectTreeNode, 'parentId' | 'children'>): boolean {
  return node.parentId !== 0 || !node.children || node.children.length === 0;
}

/**
 * Makes a project the current one (spec 01 §4): the session's permission project with its
 * permissions from projectPermissions, local storage projectId / projectName, and session
 * storage toProblemtracking '1' when the project has bands, else '0'.
 */
export async function selectProject(project: { projectId: number; projectName: string }) {
  const bands = await getProjectBands(project.projectId);
  const projectId = String(project.projectId);
  const session = useSession.getState();
  session.setPermissionProject(projectId, session.projectPermissions[projectId]);
  useCurrentProject.getState().select({ projectId, projectName: project.projectName }, bands.length > 0);
}
