import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { sysDept } from '../depts/depts.tables.ts';
import { sysUser } from './users.tables.ts';

export type UserRow = typeof sysUser.$inferSelect;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findByName(userName: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1);
    return row;
  }

  async findWithDept(userId: number) {
    const [row] = await this.db
      .select({ user: sysUser, dept: sysDept })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
      .limit(1);
    return row;
  }

  async recordLogin(userId: number, ip: string, at: Date): Promise<void> {
    await this.db.update(sysUser).set({ loginIp: ip, loginDate: at }).where(eq(sysUser.userId, userId));
  }

  async insert(tx: Tx, row: typeof sysUser.$inferInsert): Promise<number> {
    const [created] = await tx.insert(sysUser).values(row).returning({ userId: sysUser.userId });
    if (!created) throw new Error('user insert returned nothing');
    return created.userId;
  }
}
