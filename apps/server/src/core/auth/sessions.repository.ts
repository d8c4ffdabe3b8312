import { and, asc, desc, eq, gt, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sysDept } from '../identity/depts.tables.ts';
import { enabledRole, grantedMenuIds } from '../identity/grants.ts';
import { sysMenu } from '../identity/menus.tables.ts';
import { sysRole } from '../identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../identity/users.tables.ts';
import { sysAuthzVersion } from './authz.tables.ts';
import { sysSession } from './sessions.tables.ts';

export type NewSession = typeof sysSession.$inferInsert;

/** The user profile cached per authorisation version: no password, no audit columns. */
const profileColumns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  sex: sysUser.sex,
  avatar: sysUser.avatar,
  remark: sysUser.remark,
  createTime: sysUser.createTime,
};

export class SessionsRepository {
  /** Runs on every request: prepared once (no parse and plan per call), one narrow join. */
  private readonly freshSession;

  constructor(private readonly db: Db) {
    this.freshSession = db
      .select({
        tokenId: sysSession.tokenId,
        expireTime: sysSession.expireTime,
        userId: sysUser.userId,
        status: sysUser.status,
        delFlag: sysUser.delFlag,
        loginIp: sysUser.loginIp,
        loginDate: sysUser.loginDate,
        pwdChangeRequired: sysUser.pwdChangeRequired,
        pwdUpdateDate: sysUser.pwdUpdateDate,
        authzVersion:
          sql<number>`(select ${sysAuthzVersion.version} from ${sysAuthzVersion} where ${sysAuthzVersion.id} = 1)`.mapWith(
            Number,
          ),
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.userId, sysSession.userId))
      .where(eq(sysSession.tokenId, sql.placeholder('tokenId')))
      .limit(1)
      .prepare('session_fresh');
  }

  async create(row: NewSession): Promise<void> {
    await this.db.insert(sysSession).values(row);
  }

  /** What must be current on every request: expiry, user status, last login, authz version. */
  async findFresh(tokenId: string) {
    const [row] = await this.freshSession.execute({ tokenId });
    return row;
  }

  /** The user's profile with department (cached by the caller per authorisation version). */
  async profileOf(userId: number) {
    const [row] = await this.db
      .select({
        user: profileColumns,
        dept: {
          deptId: sysDept.deptId,
          parentId: sysDept.parentId,
          deptName: sysDept.deptName,
          leader: sysDept.leader,
        },
      })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(eq(sysUser.userId, userId))
      .limit(1);
    return row;
  }

  /** The user's enabled roles, in role order. */
  rolesOf(userId: number) {
    return this.db
      .select({
        roleId: sysRole.roleId,
        roleName: sysRole.roleName,
        roleKey: sysRole.roleKey,
        dataScope: sysRole.dataScope,
        status: sysRole.status,
      })
      .from(sysUserRole)
      .innerJoin(sysRole, enabledRole)
      .where(eq(sysUserRole.userId, userId))
      .orderBy(asc(sysRole.roleSort));
  }

  /** Permission strings granted to the user through enabled roles and enabled menus. */
  async permissionsOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ perms: sysMenu.perms })
      .from(sysMenu)
      .where(
        and(eq(sysMenu.status, '0'), ne(sysMenu.perms, ''), inArray(sysMenu.menuId, grantedMenuIds(this.db, userId))),
      );
    return rows.flatMap((r) => (r.perms ? [r.perms] : []));
  }

  async extend(tokenId: string, expireTime: Date): Promise<void> {
    await this.db.update(sysSession).set({ expireTime }).where(eq(sysSession.tokenId, tokenId));
  }

  /**
   * Counts a lock-screen attempt of a session before its password is checked (one statement, so
   * concurrent guesses are all counted); the attempts in a row, or undefined without the session.
   */
  async claimUnlockAttempt(tokenId: string): Promise<number | undefined> {
    const [row] = await this.db
      .update(sysSession)
      .set({ unlockFailCount: sql`${sysSession.unlockFailCount} + 1` })
      .where(eq(sysSession.tokenId, tokenId))
      .returning({ count: sysSession.unlockFailCount });
    return row?.count;
  }

  async clearUnlockAttempts(tokenId: string): Promise<void> {
    await this.db.update(sysSession).set({ unlockFailCount: 0 }).where(eq(sysSession.tokenId, tokenId));
  }

  async remove(tokenId: string): Promise<void> {
    await this.db.delete(sysSession).where(eq(sysSession.tokenId, tokenId));
  }

  /** Which of these sessions are still live at `now` (not expired, user active and not deleted). */
  async liveTokens(tokenIds: readonly string[], now: Date): Promise<string[]> {
    if (tokenIds.length === 0) return [];
    const rows = await this.db
      .select({ tokenId: sysSession.tokenId })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.userId, sysSession.userId))
      .where(
        and(
          inArray(sysSession.tokenId, [...tokenIds]),
          gt(sysSession.expireTime, now),
          eq(sysUser.status, '0'),
          eq(sysUser.delFlag, '0'),
        ),
      );
    return rows.map((row) => row.tokenId);
  }

  /** Ends every session of a user but `exceptTokenId`; returns the ended token ids. */
  async removeOfUser(userId: number, exceptTokenId?: string): Promise<string[]> {
    const rows = await this.db
      .delete(sysSession)
      .where(and(eq(sysSession.userId, userId), exceptTokenId ? ne(sysSession.tokenId, exceptTokenId) : undefined))
      .returning({ tokenId: sysSession.tokenId });
    return rows.map((r) => r.tokenId);
  }

  /** Ends the user's sessions beyond the `keep` newest; returns the ended token ids. */
  async trimOfUser(userId: number, keep: number): Promise<string[]> {
    const newest = this.db
      .select({ tokenId: sysSession.tokenId })
      .from(sysSession)
      .where(eq(sysSession.userId, userId))
      .orderBy(desc(sysSession.loginTime), desc(sysSession.tokenId))
      .limit(keep);
    const rows = await this.db
      .delete(sysSession)
      .where(and(eq(sysSession.userId, userId), notInArray(sysSession.tokenId, newest)))
      .returning({ tokenId: sysSession.tokenId });
    return rows.map((r) => r.tokenId);
  }

  async removeExpired(now: Date): Promise<void> {
    await this.db.delete(sysSession).where(lt(sysSession.expireTime, now));
  }

  /** Current authorisation version (tests and diagnostics). */
  async authzVersion(): Promise<number> {
    const [row] = await this.db.select({ v: sysAuthzVersion.version }).from(sysAuthzVersion).where(sql`id = 1`);
    return row?.v ?? 0;
  }
}
