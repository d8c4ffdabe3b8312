import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_RETRIES,
  type LoginBody,
  type MessageKey,
  msg,
  type RegisterBody,
  SESSION_TTL_SECONDS,
  type TokenData,
} from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import type { SessionService } from '../../core/auth/session.service.ts';
import type { Db } from '../../core/db/client.ts';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ConfigsService } from '../configs/index.ts';
import type { LogininforService } from '../logininfor/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { CaptchaService } from './captcha.ts';
import { isBlocked } from './ip-list.ts';

/** RuoYi's parameter: addresses refused at login (exact, `*` wildcards, CIDR, ranges; `;` or `,`). */
const BLACK_IP_LIST = 'sys.login.blackIPList';

/** Where a call comes from, for the login log and the session row. */
export interface Client {
  ipaddr: string;
  browser: string;
  os: string;
}

/** A password hash to compare against when the user does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export class AuthService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: AuthRepository;
      users: UsersRepository;
      logininfor: LogininforService;
      sessions: SessionService;
      captcha: CaptchaService;
      configs: ConfigsService;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** Writes the login log (Chinese text, as RuoYi keeps it) and throws the caller's message. */
  private async fail(
    userName: string,
    client: Client,
    key: MessageKey,
    params?: Record<string, string | number>,
  ): Promise<never> {
    await this.deps.logininfor.add({ userName, ...client, status: '1', msg: msg(key, 'zh', params) });
    throw new AppError(400, key, params);
  }

  async login(body: LoginBody, client: Client): Promise<TokenData> {
    const userName = body.username;
    if (await this.deps.configs.captchaEnabled()) {
      try {
        await this.deps.captcha.check(body.uuid, body.code);
      } catch (error) {
        if (error instanceof AppError) await this.fail(userName, client, error.key);
        throw error;
      }
    }
    if (isBlocked(client.ipaddr, await this.deps.configs.valueOf(BLACK_IP_LIST))) {
      await this.fail(userName, client, 'auth.ipBlocked');
    }

    const user = await this.deps.users.findByName(userName);
    if (!user) {
      dummyHash ??= hashPassword('not-a-user');
      await verifyPassword(await dummyHash, body.password);
      return this.fail(userName, client, 'auth.badCredentials');
    }
    if (user.delFlag === '2') return this.fail(userName, client, 'auth.deleted', { username: userName });
    if (user.status === '1') return this.fail(userName, client, 'auth.disabled', { username: userName });
    await this.checkPassword(userName, user.password, body.password, (key, params) =>
      this.fail(userName, client, key, params),
    );

    const now = this.now();
    const found = await this.deps.users.findWithDept(user.userId);
    const { token } = await this.deps.sessions.start({
      userId: user.userId,
      userName,
      deptName: found?.dept?.deptName ?? '',
      ...client,
    });
    await this.deps.users.recordLogin(user.userId, client.ipaddr, now);
    await this.deps.logininfor.add({ userName, ...client, status: '0', msg: msg('auth.loginSuccess', 'zh') });
    return { access_token: token, expires_in: SESSION_TTL_SECONDS / 60 };
  }

  /**
   * Checks a password under the wrong-password lock: the attempt is counted before the check
   * (atomically, see claimAttempt), so concurrent guesses cannot outrun the lock, and a right
   * password clears the counter. `refuse` writes the log and throws.
   */
  private async checkPassword(
    userName: string,
    hash: string,
    password: string,
    refuse: (key: MessageKey, params?: Record<string, string | number>) => Promise<never>,
  ): Promise<void> {
    const lockParams = { count: LOGIN_MAX_RETRIES, minutes: LOGIN_LOCK_MINUTES };
    const claim = await this.deps.repo.claimAttempt(userName, this.now());
    if (claim.locked) return refuse('auth.locked', lockParams);
    if (await verifyPassword(hash, password)) {
      await this.deps.repo.clearLock(userName);
      return;
    }
    return refuse(claim.failCount >= LOGIN_MAX_RETRIES ? 'auth.locked' : 'auth.badCredentials', lockParams);
  }

  /** POST /auth/unlockscreen: the caller's password again, under the same wrong-password lock. */
  async unlockScreen(principal: Principal, password: string): Promise<void> {
    const hash = await this.deps.users.passwordOf(principal.userId);
    if (!hash) throw badRequest('auth.unlockWrong');
    await this.checkPassword(principal.userName, hash, password, async (key, params) => {
      throw badRequest(key === 'auth.badCredentials' ? 'auth.unlockWrong' : key, params);
    });
  }

  async register(body: RegisterBody, client: Client): Promise<void> {
    if (!(await this.deps.configs.registerEnabled())) throw badRequest('auth.registerDisabled');
    if (await this.deps.configs.captchaEnabled()) await this.deps.captcha.check(body.uuid, body.code);
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      throw badRequest('auth.passwordMismatch');
    }
    const userName = body.username;
    if (await this.deps.users.findByName(userName)) throw badRequest('auth.registerExists', { username: userName });
    const password = await hashPassword(body.password);
    try {
      await this.deps.users.insert(this.deps.db, {
        userName,
        nickName: userName,
        password,
        pwdUpdateDate: this.now(),
        createBy: userName,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('auth.registerExists', { username: userName });
      throw error;
    }
    await this.deps.logininfor.add({ userName, ...client, status: '0', msg: msg('auth.registerSuccess', 'zh') });
  }

  async refresh(principal: Principal): Promise<number> {
    return this.deps.sessions.refresh(principal.tokenId);
  }

  async logout(principal: Principal | null, client: Client): Promise<void> {
    if (!principal) return;
    await this.deps.sessions.end(principal.tokenId);
    await this.deps.logininfor.add({
      userName: principal.userName,
      ...client,
      status: '0',
      msg: msg('logout.success', 'zh'),
    });
  }
}
