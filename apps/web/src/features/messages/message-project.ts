import type { ProjectTreeNode } from '@zj/contract';
import { feedback } from '@/shared/api/feedback.ts';
import { getProjectBands } from '@/shared/api/projects.ts';
import { i18n } from '@/shared/i18n/index.ts';
import { makeProjectCurrent } from '@/shared/project/make-project-current.ts';
import { getProjectTree } from '@/shared/project/project-tree.ts';
import { useSession } from '@/shared/store/session-store.ts';
import type { MessageProject } from './model-problem.ts';

/** A project of the user's project tree, by id. */
export function findProject(nodes: readonly ProjectTreeNode[], projectId: number): ProjectTreeNode | undefined {
  for (const node of nodes) {
    if (node.projectId === projectId) return node;
    const found = findProject(node.children ?? [], projectId);
    if (found) return found;
  }
  return undefined;
}

/**
 * The project a model_problem message points at: its name from the user's project tree, its
 * bands, and the user's permissions there (reloaded when the project is not in the stored map).
 */
export async function loadProject(projectId: number): Promise<MessageProject> {
  const session = useSession.getState();
  if (!session.user) throw new Error('not logged in');
  const key = String(projectId);
  const [tree, bands, permissions] = await Promise.all([
    getProjectTree(session.user.userId),
    getProjectBands(projectId),
    session.projectPermissions[key] ?? session.loadProjectPermissions().then((map) => map[key]),
  ]);
  const project = findProject(tree, projectId);
  if (!project) {
    feedback().warning(i18n.t('messages.projectGone'));
    throw new Error('project not in the tree');
  }
  return { projectName: project.projectName, hasBands: bands.length > 0, permissions };
}

/** Makes it the current project (toProblemtracking from its bands) and the permission project. */
export function selectProject(projectId: number, project: MessageProject) {
  return makeProjectCurrent(
    { projectId, projectName: project.projectName },
    { hasBands: project.hasBands, permissions: project.permissions },
  );
}
