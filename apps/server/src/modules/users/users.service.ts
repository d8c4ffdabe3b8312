import { type SessionUser, SUPER_USER_ID } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import { notFound } from '../../core/http/app-error.ts';
import { formatTime } from '../../core/http/time.ts';
import type { UsersRepository } from './users.repository.ts';

export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly zone: string,
  ) {}

  /** The user of a session as getInfo shows it: no password, dept and roles attached. */
  async sessionUser(userId: number): Promise<SessionUser> {
    const [found, roles] = await Promise.all([this.repo.findWithDept(userId), this.repo.rolesOf(userId)]);
    if (!found) throw notFound();
    const { user, dept } = found;
    return {
      userId: user.userId,
      deptId: user.deptId,
      userName: user.userName,
      nickName: user.nickName,
      email: user.email,
      phonenumber: user.phonenumber,
      sex: user.sex,
      avatar: user.avatar,
      status: user.status,
      loginIp: user.loginIp,
      loginDate: formatTime(user.loginDate, this.zone),
      createTime: formatTime(user.createTime, this.zone),
      remark: user.remark,
      admin: user.userId === SUPER_USER_ID,
      dept: dept
        ? { deptId: dept.deptId, parentId: dept.parentId, deptName: dept.deptName, leader: dept.leader }
        : null,
      roles,
    };
  }

  /** getInfo: user, role keys (ROLE_DEFAULT when none) and permission strings. */
  async info(principal: Principal) {
    const user = await this.sessionUser(principal.userId);
    const roles = principal.roles.length ? principal.roles : ['ROLE_DEFAULT'];
    return { user, roles, permissions: principal.permissions };
  }
}
