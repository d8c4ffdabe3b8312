export { hasPermi, hasProjectPermi, hasRole, Permission, ProjectPermission, Role, useAccess } from './access.tsx';
export { type AccessSubject, checkPermi, checkProjectPermi, checkRole, isAdmin } from './checks.ts';
