import { type ApiOut, DEFAULT_ROLE, SUPER_USER_ID, type sessionUser } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import type { SessionService } from '../../core/auth/session.service.ts';
import type { ConfigsService } from '../configs/index.ts';

/** The session view (getInfo): the caller as the session knows them — no query needed. */
export class UserSessionService {
  constructor(
    private readonly sessions: Pick<SessionService, 'passwordState'>,
    private readonly configs: Pick<ConfigsService, 'initPasswordModify' | 'passwordValidateDays'>,
  ) {}

  /**
   * RuoYi's flags of getInfo: an initial password still to change (while true the server
   * refuses other calls, see first-login-guard) and a password older than the validity.
   */
  async passwordFlags(principal: Principal): Promise<{ isDefaultModifyPwd: boolean; isPasswordExpired: boolean }> {
    const state = this.sessions.passwordState(principal);
    const isDefaultModifyPwd = state.changeRequired && (await this.configs.initPasswordModify());
    // A password never changed has no age to check: no parameter read on that common path.
    const changedAt = state.updatedAt;
    const days = changedAt === null ? 0 : await this.configs.passwordValidateDays();
    const isPasswordExpired = changedAt !== null && days > 0 && Date.now() - changedAt.getTime() > days * 86_400_000;
    return { isDefaultModifyPwd, isPasswordExpired };
  }

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
  async info(principal: Principal) {
    const roles = principal.roles.length ? principal.roles : [DEFAULT_ROLE];
    return {
      user: this.sessionUser(principal),
      roles,
      permissions: principal.permissions,
      ...(await this.passwordFlags(principal)),
    };
  }
}
