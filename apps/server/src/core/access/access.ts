import { type Access, AUTHENTICATED, hasPermission, PUBLIC, SUPER_ROLE } from '@zj/contract';

export interface RoleSummary {
  roleId: number;
  roleName: string;
  roleKey: string;
  dataScope: string;
  status: string;
}

export interface DeptSummary {
  deptId: number;
  parentId: number;
  deptName: string;
  leader: string | null;
}

/** The stable part of a user (cached); status and last login are read on every request. */
export interface UserProfile {
  userId: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string;
  avatar: string;
  remark: string | null;
  createTime: Date;
}

/** Who is calling: read from the session on every request. */
export interface Principal {
  tokenId: string;
  userId: number;
  userName: string;
  deptId: number | null;
  /** Role keys ('admin' for the super user) and permission strings ('*:*:*' for admins). */
  roles: string[];
  permissions: string[];
  /** The user (without password) with status and last login, department and roles. */
  user: UserProfile & { status: string; loginIp: string; loginDate: Date | null };
  dept: DeptSummary | null;
  roleList: RoleSummary[];
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
