import type { ProjectInfo } from '@zj/contract';
import { useCallback } from 'react';
import { useCurrentProject } from '../../../shared/store/project-store.ts';
import { useSession } from '../../../shared/store/session-store.ts';

/**
 * Makes a project the current one: local storage projectId / projectName, the problem-tracking
 * flag (the project has bands) and the permission project with the caller's permissions there,
 * reloaded from the server (the caller may have joined the project since logging in).
 */
export function useSelectProject() {
  const select = useCurrentProject((state) => state.select);
  const setPermissionProject = useSession((state) => state.setPermissionProject);
  const loadProjectPermissions = useSession((state) => state.loadProjectPermissions);
  return useCallback(
    async (info: ProjectInfo) => {
      const projectId = String(info.project.projectId);
      const permissions = await loadProjectPermissions();
      setPermissionProject(projectId, permissions[projectId] ?? []);
      select({ projectId, projectName: info.project.projectName }, info.bandIds.length > 0);
    },
    [select, setPermissionProject, loadProjectPermissions],
  );
}
