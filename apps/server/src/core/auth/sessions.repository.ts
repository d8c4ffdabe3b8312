import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { sysSession } from './sessions.tables.ts';

export type NewSession = typeof sysSession.$inferInsert;

/** A session joined with what the guard needs of its user, read in one query. */
export interface SessionPrincipal {
  tokenId: string;
  expireTime: Date;
  userId: number;
  userName: string;
  deptId: number | null;
  status: string;
  delFlag: string;
  roles: string[];
  perms: string[];
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(row: NewSession): Promise<void> {
    await this.db.insert(sysSession).values(row);
  }

  async findPrincipal(tokenId: string): Promise<SessionPrincipal | undefined> {
    const result = await this.db.execute(sql`
      select s.token_id as "tokenId", s.expire_time as "expireTime", u.user_id as "userId",
        u.user_name as "userName", u.dept_id as "deptId", u.status, u.del_flag as "delFlag",
        array(select r.role_key from sys_user_role ur join sys_role r on r.role_id = ur.role_id
              where ur.user_id = u.user_id and r.status = '0' and r.del_flag = '0'
              order by r.role_sort) as roles,
        array(select distinct m.perms from sys_user_role ur
              join sys_role r on r.role_id = ur.role_id and r.status = '0' and r.del_flag = '0'
              join sys_role_menu rm on rm.role_id = r.role_id
              join sys_menu m on m.menu_id = rm.menu_id and m.status = '0'
              where ur.user_id = u.user_id and coalesce(m.perms, '') <> '') as perms
      from sys_session s join sys_user u on u.user_id = s.user_id
      where s.token_id = ${tokenId}`);
    const row = rowsOf<SessionPrincipal>(result)[0];
    if (row && !(row.expireTime instanceof Date)) row.expireTime = new Date(row.expireTime);
    if (row) row.userId = Number(row.userId);
    if (row && row.deptId !== null) row.deptId = Number(row.deptId);
    return row;
  }

  async extend(tokenId: string, expireTime: Date): Promise<void> {
    await this.db.update(sysSession).set({ expireTime }).where(eq(sysSession.tokenId, tokenId));
  }

  async remove(tokenId: string): Promise<void> {
    await this.db.delete(sysSession).where(eq(sysSession.tokenId, tokenId));
  }

  async removeExpired(now: Date): Promise<void> {
    await this.db.delete(sysSession).where(lt(sysSession.expireTime, now));
  }
}
