import { eq, lt, sql } from 'drizzle-orm';
import { sysLoginLock } from '../../core/auth/login-lock.tables.ts';
import type { Db } from '../../core/db/client.ts';
import { sysCaptcha } from './auth.tables.ts';

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

  async lockOf(userName: string) {
    const [row] = await this.db.select().from(sysLoginLock).where(eq(sysLoginLock.userName, userName)).limit(1);
    return row;
  }

  /** Counts a wrong password atomically and returns the new count. */
  async countFailure(userName: string): Promise<number> {
    const [row] = await this.db
      .insert(sysLoginLock)
      .values({ userName, failCount: 1 })
      .onConflictDoUpdate({ target: sysLoginLock.userName, set: { failCount: sql`${sysLoginLock.failCount} + 1` } })
      .returning({ failCount: sysLoginLock.failCount });
    return row?.failCount ?? 1;
  }

  async lock(userName: string, until: Date): Promise<void> {
    await this.db.update(sysLoginLock).set({ lockedUntil: until }).where(eq(sysLoginLock.userName, userName));
  }

  async clearLock(userName: string): Promise<void> {
    await this.db.delete(sysLoginLock).where(eq(sysLoginLock.userName, userName));
  }
}
