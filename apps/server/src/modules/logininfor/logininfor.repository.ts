import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { sysLogininfor } from './logininfor.tables.ts';

export type NewLogininfor = typeof sysLogininfor.$inferInsert;

export class LogininforRepository {
  constructor(private readonly db: Db) {}

  async add(row: NewLogininfor): Promise<void> {
    await this.db.insert(sysLogininfor).values(row);
  }

  recentOf(userName: string, limit: number) {
    return this.db
      .select()
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, userName))
      .orderBy(desc(sysLogininfor.loginTime))
      .limit(limit);
  }
}
