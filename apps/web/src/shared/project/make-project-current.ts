import { getProjectBands } from '@/shared/api/projects.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';

/** What a caller may already know of the project, so it is not fetched again. */
export interface KnownProjectFacts {
  hasBands?: boolean;
  permissions?: string[];
}

/**
 * Makes a project the current one (spec 01 §4): local storage projectId / projectName, session
 * storage toProblemtracking '1' when the project has bands (else '0'), and the permission project
 * with the user's permissions there. Permissions come from the stored projectPermissions map, or
 * from the server when the project is not in it (the user joined it after logging in).
 */
export async function makeProjectCurrent(
  project: { projectId: number; projectName: string },
  known: KnownProjectFacts = {},
): Promise<void> {
  const key = String(project.projectId);
  const session = useSession.getState();
  const [hasBands, permissions] = await Promise.all([
    known.hasBands ?? getProjectBands(project.projectId).then((bands) => bands.length > 0),
    known.permissions ??
      session.projectPermissions[key] ??
      session.loadProjectPermissions().then((map) => map[key] ?? []),
  ]);
  useSession.getState().setPermissionProject(key, permissions);
  useCurrentProject.getState().select({ projectId: key, projectName: project.projectName }, hasBands);
}
