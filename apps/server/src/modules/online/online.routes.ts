import { errorEnvelope, onlineQuery, onlineRow, PERMS, tableResult } from '@zj/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import type { Db } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { done, table } from '../../core/http/envelope.ts';
import { formatTime } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';

const P = PERMS.monitor.online;
/** Most sessions one list answers (RuoYi lists all; a cap keeps the answer bounded). */
const MAX_ONLINE = 1000;

/** Online users are the live rows of sys_session; force logout deletes the row. */
export async function onlineRoutes(app: AppInstance, deps: { db: Db; zone: string }) {
  app.get(
    '/system/online/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags: ['online'], querystring: onlineQuery, response: { 200: tableResult(onlineRow) } },
    },
    async (request) => {
      const q = request.query;
      const rows = await deps.db
        .select()
        .from(sysSession)
        .where(
          and(
            gt(sysSession.expireTime, new Date()),
            contains(sysSession.ipaddr, q.ipaddr),
            contains(sysSession.userName, q.userName),
          ),
        )
        .orderBy(desc(sysSession.loginTime))
        .limit(MAX_ONLINE);
      return table(
        rows.map((r) => ({
          tokenId: r.tokenId,
          userName: r.userName,
          deptName: r.deptName,
          ipaddr: r.ipaddr,
          loginLocation: r.loginLocation,
          browser: r.browser,
          os: r.os,
          loginTime: formatTime(r.loginTime, deps.zone) ?? '',
        })),
        rows.length,
      );
    },
  );

  app.delete(
    '/system/online/:tokenId',
    {
      config: { access: { permission: P.forceLogout }, log: { title: '在线用户', businessType: 'force' } },
      schema: { tags: ['online'], params: z.object({ tokenId: z.uuid() }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await deps.db.delete(sysSession).where(eq(sysSession.tokenId, request.params.tokenId));
      return done();
    },
  );
}
