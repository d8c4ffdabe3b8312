import type { ApiOut, loginRecord, ProfileUpdate } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import type { SessionService } from '../../core/auth/session.service.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { badRequest, notFound } from '../../core/http/app-error.ts';
import type { LogininforService } from '../logininfor/index.ts';
import { type UserChecks, userRowOf } from './user-checks.ts';
import type { UsersRepository } from './users.repository.ts';

/** How many of their latest logins the personal centre shows. */
const RECENT_LOGINS = 10;

/** The personal centre: the caller's own profile, password, avatar and login records. */
export class UserProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly checks: UserChecks,
    private readonly logininfor: LogininforService,
    private readonly sessions: Pick<SessionService, 'endAllOf'>,
    private readonly uploads: Pick<Uploads, 'claim'>,
  ) {}

  async profile(p: Principal) {
    const user = await this.users.detail(p.userId);
    if (!user) throw notFound();
    const roles = p.roleList.map((r) => r.roleName).join(',');
    const postIds = await this.users.postIdsOf(p.userId);
    const posts = (await this.users.posts())
      .filter((x) => postIds.includes(x.postId))
      .map((x) => x.postName)
      .join(',');
    return { data: userRowOf(user), roleGroup: roles, postGroup: posts };
  }

  async updateProfile(p: Principal, body: ProfileUpdate): Promise<void> {
    await this.checks.unique({ phonenumber: body.phonenumber, email: body.email }, p.userName, p.userId);
    await this.users.update(this.users.database, p.userId, {
      nickName: body.nickName,
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.phonenumber !== undefined ? { phonenumber: body.phonenumber } : {}),
      ...(body.sex !== undefined ? { sex: body.sex } : {}),
      updateBy: p.userName,
      updateTime: new Date(),
    });
  }

  async updatePwd(p: Principal, oldPassword: string, newPassword: string): Promise<void> {
    const stored = await this.users.passwordOf(p.userId);
    if (!stored || !(await verifyPassword(stored, oldPassword))) throw badRequest('user.oldPasswordWrong');
    if (await verifyPassword(stored, newPassword)) throw badRequest('user.samePassword');
    await this.users.update(this.users.database, p.userId, {
      password: await hashPassword(newPassword),
      pwdUpdateDate: new Date(),
      pwdChangeRequired: '0',
      updateBy: p.userName,
      updateTime: new Date(),
    });
    // Whoever else holds a session of this account loses it; the caller's own stays.
    await this.sessions.endAllOf(p.userId, p.tokenId);
  }

  /** The new avatar, its upload claimed in the same transaction. */
  async setAvatar(p: Principal, url: string): Promise<void> {
    await this.users.database.transaction(async (tx) => {
      await this.users.update(tx, p.userId, { avatar: url, updateBy: p.userName, updateTime: new Date() });
      await this.uploads.claim([url], tx);
    });
  }

  /** The caller's latest login records. */
  loginRecords(p: Principal): Promise<ApiOut<typeof loginRecord>[]> {
    return this.logininfor.recentOf(p.userName, RECENT_LOGINS);
  }
}
