import type { OnlineQuery } from '@zj/contract';
import { and, desc, gt } from 'drizzle-orm';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import type { Db } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';

/** Most sessions one list answers (RuoYi lists all; a cap keeps the answer bounded). */
const MAX_ONLINE = 1000;

/** Online users are the live rows of sys_session (force logout goes through SessionService.end). */
export class OnlineRepository {
  constructor(private readonly db: Db) {}

  live(filter: OnlineQuery, now: Date) {
    return this.db
      .select()
      .from(sysSession)
      .where(
        and(
          gt(sysSession.expireTime, now),
          contains(sysSession.ipaddr, filter.ipaddr),
          contains(sysSession.userName, filter.userName),
        ),
      )
      .orderBy(desc(sysSession.loginTime))
      .limit(MAX_ONLINE);
  }
}
