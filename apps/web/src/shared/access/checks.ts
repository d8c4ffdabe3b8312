import { ALL_PERMISSION, CLIENT_MESSAGES, SUPER_ROLE } from '@zj/contract';

/** What the checks read from the session. */
export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
  permissionProjectId?: string | null;
  projectPermissions?: Readonly<Record<string, readonly string[]>>;
}

function requireValues(values: unknown, message: string): asserts values is string[] {
  if (!Array.isArray(values) || values.length === 0) throw new Error(message);
}

/** Role admin or permission *:*:* makes the user an administrator. */
export function isAdmin(subject: Pick<AccessSubject, 'roles' | 'permissions'>): boolean {
  return subject.roles.includes(SUPER_ROLE) || subject.permissions.includes(ALL_PERMISSION);
}

/** v-hasPermi: any of `values`; *:*:* passes. Throws when no values are given. */
export function checkPermi(subject: Pick<AccessSubject, 'permissions'>, values: readonly string[]): boolean {
  requireValues(values, CLIENT_MESSAGES['access.permissionArray'].zh);
  return subject.permissions.some((granted) => granted === ALL_PERMISSION || values.includes(granted));
}

/** v-hasRole: any of `values`; role admin passes. Throws when no values are given. */
export function checkRole(subject: Pick<AccessSubject, 'roles'>, values: readonly string[]): boolean {
  requireValues(values, CLIENT_MESSAGES['access.roleArray'].zh);
  return subject.roles.some((granted) => granted === SUPER_ROLE || values.includes(granted));
}

/**
 * Project-level check (spec 01 §6): role admin always passes; otherwise a matching global
 * permission AND the current project's permission list must match. A project list of only
 * ['admin'] passes; an empty or absent list fails.
 */
export function checkProjectPermi(subject: AccessSubject, values: readonly string[]): boolean {
  requireValues(values, CLIENT_MESSAGES['access.permissionArray'].zh);
  if (subject.roles.includes(SUPER_ROLE)) return true;
  if (!checkPermi(subject, values)) return false;
  const projectId = subject.permissionProjectId;
  const list = projectId ? subject.projectPermissions?.[projectId] : undefined;
  if (!list || list.length === 0) return false;
  if (list.length === 1 && list[0] === SUPER_ROLE) return true;
  return list.some((granted) => granted === ALL_PERMISSION || values.includes(granted));
}
