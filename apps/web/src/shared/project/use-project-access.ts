import { useAccess } from '@/shared/access/access.tsx';
import { checkProjectPermi } from '@/shared/access/checks.ts';
import { useSession } from '@/shared/store/session-store.ts';

/**
 * The project-level check (spec 01 §6) for a given project rather than the current one: a
 * button acting on one project shows when the caller may act in THAT project (role admin; or
 * the global permission and the project's own permission list, ['admin'] for project admins).
 */
export function useProjectAccess() {
  const { hasPermi } = useAccess();
  const roles = useSession((state) => state.roles);
  const permissions = useSession((state) => state.permissions);
  const projectPermissions = useSession((state) => state.projectPermissions);
  return {
    hasPermi: (perm: string) => hasPermi([perm]),
    inProject: (projectId: number, perm: string) =>
      checkProjectPermi({ roles, permissions, projectPermissions, permissionProjectId: String(projectId) }, [perm]),
  };
}
