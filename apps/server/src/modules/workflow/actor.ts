import { isAdmin, type Principal } from '../../core/access/access.ts';
import type { Actor } from './runtime.service.ts';

/** The workflow's view of a caller: user, department, role ids; admins act on any task. */
export function actorOf(p: Principal): Actor {
  return {
    userId: p.userId,
    userName: p.userName,
    nickName: p.user.nickName || p.userName,
    deptId: p.deptId,
    roleIds: p.roleList.map((r) => r.roleId),
    admin: isAdmin(p) || p.permissions.includes('*:*:*'),
  };
}
