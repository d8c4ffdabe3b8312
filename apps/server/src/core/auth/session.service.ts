import { randomUUID } from 'node:crypto';
import { ALL_PERMISSION, SESSION_TTL_SECONDS, SUPER_ROLE, SUPER_USER_ID } from '@zj/contract';
import type { Principal } from '../access/access.ts';
import type { AccessCache } from '../access/access-cache.ts';
import { unauthorized } from '../http/app-error.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { AuthzCache, type AuthzEntry } from './authz-cache.ts';
import type { NewSession, SessionsRepository } from './sessions.repository.ts';
import type { TokenSigner } from './tokens.ts';

/** Live sessions per user unless configured (SESSION_MAX_PER_USER). */
export const DEFAULT_SESSION_MAX_PER_USER = 10;

/** What the session read tells about the caller's password (getInfo and the first-login rule read it). */
export interface PasswordState {
  /** Set by an administrator (created, imported): to be changed before anything else. */
  changeRequired: boolean;
  updatedAt: Date | null;
}

/** Sessions closer than this to their end are extended on use (RuoYi refreshes at 20 minutes). */
const REFRESH_WINDOW_MS = 20 * 60_000;

export class SessionService {
  private readonly cache = new AuthzCache();
  /** The password state of each resolved principal, for the rest of its request. */
  private readonly passwords = new WeakMap<Principal, PasswordState>();
  private readonly maxPerUser: number;

  constructor(
    private readonly repo: SessionsRepository,
    private readonly signer: TokenSigner,
    /** Tells every replica when a session ends, so its open sockets close. */
    private readonly bus: EventBus,
    private readonly now: () => Date = () => new Date(),
    options: { maxPerUser?: number | undefined; cache?: AccessCache | undefined } = {},
  ) {
    this.maxPerUser = options.maxPerUser || DEFAULT_SESSION_MAX_PER_USER;
    this.kept = options.cache;
  }

  /** Session rows kept for a moment (see AccessCache); none without one. */
  private readonly kept: AccessCache | undefined;

  /** Starts a session and returns its bearer token. */
  async start(
    info: Omit<NewSession, 'tokenId' | 'expireTime' | 'loginTime'>,
  ): Promise<{ token: string; tokenId: string }> {
    const tokenId = randomUUID();
    const now = this.now();
    await this.repo.create({ ...info, tokenId, loginTime: now, expireTime: this.expiry(now) });
    // At most maxPerUser live sessions: the oldest end (and their sockets close).
    await this.announce(await this.repo.trimOfUser(info.userId, this.maxPerUser));
    const token = await this.signer.sign({ sid: tokenId, uid: info.userId, sub: info.userName });
    return { token, tokenId };
  }

  /** The principal behind a bearer token; 401 when the token or its session is not valid. */
  async resolve(token: string): Promise<Principal> {
    const claims = await this.signer.verify(token);
    if (!claims) throw unauthorized('auth.tokenInvalid');
    type Row = NonNullable<Awaited<ReturnType<SessionsRepository['findFresh']>>>;
    const kept = this.kept?.session<Row>(claims.sid);
    const row = kept ?? (await this.repo.findFresh(claims.sid));
    if (!row) throw unauthorized('auth.tokenExpired');
    const now = this.now();
    if (row.expireTime.getTime() <= now.getTime() || row.status !== '0' || row.delFlag !== '0') {
      this.kept?.forgetSession(row.tokenId);
      await this.repo.remove(row.tokenId);
      throw unauthorized('auth.tokenExpired');
    }
    if (row.expireTime.getTime() - now.getTime() < REFRESH_WINDOW_MS) {
      await this.repo.extend(row.tokenId, this.expiry(now));
      // The next request reads the extended row.
      this.kept?.forgetSession(row.tokenId);
    } else if (!kept) {
      this.kept?.keepSession(row.tokenId, row);
    }
    const authz = this.cache.get(row.userId, row.authzVersion) ?? (await this.loadAuthz(row.userId, row.authzVersion));
    const principal: Principal = {
      tokenId: row.tokenId,
      userId: row.userId,
      userName: authz.profile.userName,
      deptId: authz.profile.deptId,
      roles: authz.roleKeys,
      permissions: authz.permissions,
      user: { ...authz.profile, status: row.status, loginIp: row.loginIp, loginDate: row.loginDate },
      dept: authz.dept,
      roleList: authz.roles,
    };
    this.passwords.set(principal, {
      changeRequired: row.pwdChangeRequired === '1',
      updatedAt: row.pwdUpdateDate,
    });
    return principal;
  }

  /** The password state read with the principal's session (unknown principals: nothing required). */
  passwordState(principal: Principal): PasswordState {
    return this.passwords.get(principal) ?? { changeRequired: false, updatedAt: null };
  }

  private async loadAuthz(userId: number, version: number): Promise<AuthzEntry> {
    const [found, roles, perms] = await Promise.all([
      this.repo.profileOf(userId),
      this.repo.rolesOf(userId),
      this.repo.permissionsOf(userId),
    ]);
    if (!found) throw unauthorized('auth.tokenExpired');
    const keys = roles.map((r) => r.roleKey);
    const admin = userId === SUPER_USER_ID || keys.includes(SUPER_ROLE);
    const entry: AuthzEntry = {
      version,
      profile: found.user,
      dept: found.dept,
      roles,
      roleKeys: admin && !keys.includes(SUPER_ROLE) ? [SUPER_ROLE, ...keys] : keys,
      permissions: admin ? [ALL_PERMISSION] : perms,
    };
    this.cache.set(userId, entry);
    return entry;
  }

  /** The sessions among these that are still live (open sockets of the others are closed). */
  async liveSessions(tokenIds: readonly string[]): Promise<Set<string>> {
    return new Set(await this.repo.liveTokens(tokenIds, this.now()));
  }

  /** Extends a session by the full lifetime; returns the lifetime in minutes. */
  async refresh(tokenId: string): Promise<number> {
    await this.repo.extend(tokenId, this.expiry(this.now()));
    this.kept?.forgetSession(tokenId);
    return SESSION_TTL_SECONDS / 60;
  }

  /**
   * Counts an attempt at the lock screen of a session, before the password is checked; answers
   * the attempts in a row (0 when the session is gone). A right password clears the count
   * (clearUnlockAttempts); the caller ends the session at its limit.
   */
  async claimUnlockAttempt(tokenId: string): Promise<number> {
    return (await this.repo.claimUnlockAttempt(tokenId)) ?? 0;
  }

  async clearUnlockAttempts(tokenId: string): Promise<void> {
    await this.repo.clearUnlockAttempts(tokenId);
  }

  /** Ends a session (logout, force logout); its sockets on every replica are closed. */
  async end(tokenId: string): Promise<void> {
    this.kept?.forgetSession(tokenId);
    await this.repo.remove(tokenId);
    await this.bus.publish({ type: 'session-ended', tokenId });
  }

  /**
   * Ends every session of a user (password reset, disabled, deleted) or every one but the
   * caller's own (password changed); their sockets close on every replica.
   */
  async endAllOf(userId: number, exceptTokenId?: string): Promise<void> {
    await this.announce(await this.repo.removeOfUser(userId, exceptTokenId));
  }

  private async announce(tokenIds: readonly string[]): Promise<void> {
    if (tokenIds.length === 0) return;
    for (const tokenId of tokenIds) this.kept?.forgetSession(tokenId);
    await this.bus.publishAll(tokenIds.map((tokenId) => ({ type: 'session-ended' as const, tokenId })));
  }

  private expiry(from: Date): Date {
    return new Date(from.getTime() + SESSION_TTL_SECONDS * 1000);
  }
}
