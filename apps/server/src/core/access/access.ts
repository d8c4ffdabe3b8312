import { type Access, AUTHENTICATED, hasPermission, PUBLIC, SUPER_ROLE } from '@zj/contract';

/** Who is calling: read from the session on every request. */
export interface Principal {
  tokenId: string;
  userId: number;
  userName: string;
  deptId: number | null;
  roles: string[];
  permissions: string[];
}

export const isAdmin = (p: Pick<Principal, 'roles'>) => p.roles.includes(SUPER_ROLE);

/** Does a principal pass a route's access rule? (Role admin and `*:*:*` pass everything.) */
export function allows(access: Access, principal: Principal | null): boolean {
  if (access === PUBLIC) return true;
  if (!principal) return false;
  if (access === AUTHENTICATED) return true;
  return isAdmin(principal) || hasPermission(principal.permissions, access.permission);
}

export const describeAccess = (access: Access) => (typeof access === 'string' ? access : access.permission);
