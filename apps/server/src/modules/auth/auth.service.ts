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
import { AppError, badRequest, unauthorized } from '../../core/http/app-error.ts';
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

/** Logins between two clean-ups of counters that no longer count (per process). */
const PURGE_LOCKS_EVERY = 200;

export class AuthService {
  private claims = 0;

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

    // Every wrong credential answers alike, whether the name exists, is disabled, deleted or
    // locked: the attempt is counted for the name at this address first (unknown names too), the
    // password is checked against the stored hash (a dummy one for unknown names, so the time
    // tells nothing either), and the account's real state is told only after the right password.
    const user = await this.deps.users.findByName(userName);
    await this.checkPassword(userName, client, user?.password, body.password);
    if (!user) return this.fail(userName, client, 'auth.badCredentials');
    if (user.delFlag === '2') return this.fail(userName, client, 'auth.deleted', { username: userName });
    if (user.status === '1') return this.fail(userName, client, 'auth.disabled', { username: userName });

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
   * Checks a password under the wrong-password lock of the user name at the caller's address
   * (RuoYi locks the name; by address too, one address cannot lock an account out everywhere).
   * The attempt is counted before the check (atomically, see claimAttempt), so concurrent
   * guesses cannot outrun the lock; while locked nothing is checked, so the lock tells nothing
   * about the password; a right password clears the counter. Refusals write the login log.
   */
  private async checkPassword(
    userName: string,
    client: Client,
    hash: string | undefined,
    password: string,
  ): Promise<void> {
    const lockParams = { count: LOGIN_MAX_RETRIES, minutes: LOGIN_LOCK_MINUTES };
    const now = this.now();
    if (++this.claims % PURGE_LOCKS_EVERY === 0) await this.deps.repo.purgeLocks(now);
    const claim = await this.deps.repo.claimAttempt(userName, client.ipaddr, now);
    if (claim.locked) return this.fail(userName, client, 'auth.locked', lockParams);
    dummyHash ??= hashPassword('not-a-user');
    const matches = await verifyPassword(hash ?? (await dummyHash), password);
    if (hash !== undefined && matches) {
      await this.deps.repo.clearLock(userName, client.ipaddr);
      return;
    }
    const key = claim.failCount >= LOGIN_MAX_RETRIES ? 'auth.locked' : 'auth.badCredentials';
    return this.fail(userName, client, key, lockParams);
  }

  /**
   * POST /auth/unlockscreen: the caller's password again. Wrong passwords count for this session
   * only (not the account's login lock): at LOGIN_MAX_RETRIES in a row the session ends (401),
   * and that is written to the login log. Counted before the check, as at login.
   */
  async unlockScreen(principal: Principal, password: string, client: Client): Promise<void> {
    const attempts = await this.deps.sessions.claimUnlockAttempt(principal.tokenId);
    if (attempts === 0 || attempts > LOGIN_MAX_RETRIES) {
      // Gone meanwhile, or ended by a concurrent attempt.
      await this.deps.sessions.end(principal.tokenId);
      throw unauthorized('auth.tokenExpired');
    }
    const hash = await this.deps.users.passwordOf(principal.userId);
    if (hash && (await verifyPassword(hash, password))) {
      await this.deps.sessions.clearUnlockAttempts(principal.tokenId);
      return;
    }
    if (attempts < LOGIN_MAX_RETRIES) throw badRequest('auth.unlockWrong');
    await this.deps.sessions.end(principal.tokenId);
    const params = { count: LOGIN_MAX_RETRIES };
    await this.deps.logininfor.add({
      userName: principal.userName,
      ...client,
      status: '1',
      msg: msg('auth.unlockLoggedOut', 'zh', params),
    });
    throw new AppError(401, 'auth.unlockLoggedOut', params);
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
