import { type ApiOut, DEFAULT_ROLE, SUPER_USER_ID, type sessionUser } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';

/** The session view (getInfo): the caller as the session knows them — no query needed. */
export class UserSessionService {
  /** The user of a session as getInfo shows it: no password, dept and roles attached. */
  sessionUser(principal: Principal): ApiOut<typeof sessionUser> {
    const { user, dept } = principal;
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
      loginDate: user.loginDate,
      createTime: user.createTime,
      remark: user.remark,
      admin: user.userId === SUPER_USER_ID,
      dept,
      roles: principal.roleList,
    };
  }

  /** getInfo: user, role keys (ROLE_DEFAULT when none) and permission strings. */
  info(principal: Principal) {
    const roles = principal.roles.length ? principal.roles : [DEFAULT_ROLE];
    return { user: this.sessionUser(principal), roles, permissions: principal.permissions };
  }
}
