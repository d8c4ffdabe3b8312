import { LOGIN_LOCK_MINUTES, LOGIN_MAX_RETRIES } from '@zj/contract';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import type { Db } from '../../core/db/client.ts';
import { sysCaptcha, sysRateLimit } from './auth.tables.ts';

/** An attempt counted before the password is checked, or `locked` when none may be made. */
export type Claim = { locked: true } | { locked: false; failCount: number };

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async saveCaptcha(uuid: string, answer: string, expireTime: Date): Promise<void> {
    await this.db.insert(sysCaptcha).values({ uuid, answer, expireTime });
  }

  /** Removes and returns a captcha: each answer can be tried once. */
  async takeCaptcha(uuid: string) {
    const [row] = await this.db.delete(sysCaptcha).where(eq(sysCaptcha.uuid, uuid)).returning();
    return row;
  }

  async purgeCaptchas(now: Date): Promise<void> {
    await this.db.delete(sysCaptcha).where(lt(sysCaptcha.expireTime, now));
  }

  /**
   * Counts an attempt of a user name from an address as a failure *before* the password is
   * checked, in one statement, so concurrent guesses cannot pass the check together: refused
   * (`locked`) while a lock holds; the count restarts when the last failure is older than the
   * lock window or a lock has passed; the attempt that reaches the maximum sets the lock. A right
   * password then clears the row (clearLock).
   */
  async claimAttempt(userName: string, ipaddr: string, now: Date): Promise<Claim> {
    const t = sysLoginLock;
    const windowStart = new Date(now.getTime() - LOGIN_LOCK_MINUTES * 60_000);
    const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
    const stale = sql`(${t.lockedUntil} is not null or ${t.lastFailTime} is null or ${t.lastFailTime} < ${windowStart.toISOString()}::timestamptz)`;
    const next = sql`(case when ${stale} then 1 else ${t.failCount} + 1 end)`;
    const [row] = await this.db
      .insert(t)
      .values({
        userName,
        ipaddr,
        failCount: 1,
        lastFailTime: now,
        lockedUntil: LOGIN_MAX_RETRIES <= 1 ? lockedUntil : null,
      })
      .onConflictDoUpdate({
        target: [t.userName, t.ipaddr],
        set: {
          failCount: next,
          lastFailTime: now,
          lockedUntil: sql`(case when ${next} >= ${LOGIN_MAX_RETRIES} then ${lockedUntil.toISOString()}::timestamptz end)`,
        },
        setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ failCount: t.failCount });
    return row ? { locked: false, failCount: row.failCount } : { locked: true };
  }

  /** Removes counters that no longer count: last failure before the lock window, no lock holding. */
  async purgeLocks(now: Date): Promise<void> {
    const t = sysLoginLock;
    const windowStart = new Date(now.getTime() - LOGIN_LOCK_MINUTES * 60_000);
    await this.db
      .delete(t)
      .where(
        and(
          or(isNull(t.lastFailTime), lt(t.lastFailTime, windowStart)),
          or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
        ),
      );
  }

  /**
   * Counts a call in the fixed window of its key and answers the count, in one statement (every
   * replica shares the table). Rows of past windows are reused in place.
   */
  async hit(key: string, windowStart: Date): Promise<number> {
    const t = sysRateLimit;
    const [row] = await this.db
      .insert(t)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: sql`case when ${t.windowStart} = excluded.window_start then ${t.hits} + 1 else 1 end`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({ hits: t.hits });
    return row?.hits ?? 1;
  }

  /** Removes counters of windows that ended before `before`. */
  async purgeRateLimits(before: Date): Promise<void> {
    await this.db.delete(sysRateLimit).where(lt(sysRateLimit.windowStart, before));
  }

  /** Clears the counter of a user name at one address (a right password there). */
  async clearLock(userName: string, ipaddr: string): Promise<void> {
    await this.db.delete(sysLoginLock).where(and(eq(sysLoginLock.userName, userName), eq(sysLoginLock.ipaddr, ipaddr)));
  }
}
