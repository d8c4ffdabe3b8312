import type { ReactNode } from 'react';
import { useSession } from '../store/session-store.ts';
import { type AccessSubject, checkPermi, checkProjectPermi, checkRole, isAdmin } from './checks.ts';

const subject = (): AccessSubject => useSession.getState();

/** Does the logged-in user hold any of these permissions? Throws without values. */
export const hasPermi = (values: string[]) => checkPermi(subject(), values);
/** Does the logged-in user hold any of these roles? Throws without values. */
export const hasRole = (values: string[]) => checkRole(subject(), values);
/** Project-level check for the current permission project. */
export const hasProjectPermi = (values: string[]) => checkProjectPermi(subject(), values);

/** Re-renders when the session's roles or permissions change. */
export function useAccess() {
  const roles = useSession((state) => state.roles);
  const permissions = useSession((state) => state.permissions);
  const permissionProjectId = useSession((state) => state.permissionProjectId);
  const projectPermissions = useSession((state) => state.projectPermissions);
  const current = { roles, permissions, permissionProjectId, projectPermissions };
  return {
    isAdmin: isAdmin(current),
    hasPermi: (values: string[]) => checkPermi(current, values),
    hasRole: (values: string[]) => checkRole(current, values),
    /** The project-level check in the current project, or in `projectId` when given. */
    hasProjectPermi: (values: string[], projectId?: number | string) =>
      checkProjectPermi(
        projectId === undefined ? current : { ...current, permissionProjectId: String(projectId) },
        values,
      ),
  };
}

/** Renders its children only with any of `perms`. */
export function Permission({ perms, children }: { perms: string[]; children: ReactNode }) {
  return useAccess().hasPermi(perms) ? children : null;
}

/** Renders its children only with any of `roles`. */
export function Role({ roles, children }: { roles: string[]; children: ReactNode }) {
  return useAccess().hasRole(roles) ? children : null;
}

/** Renders its children only when the project-level check passes. */
export function ProjectPermission({ perms, children }: { perms: string[]; children: ReactNode }) {
  return useAccess().hasProjectPermi(perms) ? children : null;
}
