import { errorEnvelope, onlineQuery, onlineRow, PERMS, tableResult } from '@zj/contract';
import { z } from 'zod';
import type { SessionService } from '../../core/auth/session.service.ts';
import type { Db } from '../../core/db/client.ts';
import { done, table } from '../../core/http/envelope.ts';
import { formatTime } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { OnlineRepository } from './online.repository.ts';

const P = PERMS.monitor.online;

/** Online users are the live rows of sys_session; force logout ends the session (row and sockets). */
export async function onlineRoutes(app: AppInstance, deps: { db: Db; zone: string; sessions: SessionService }) {
  const repo = new OnlineRepository(deps.db);
  app.get(
    '/system/online/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags: ['online'], querystring: onlineQuery, response: { 200: tableResult(onlineRow) } },
    },
    async (request) => {
      const rows = await repo.live(request.query, new Date());
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
      await deps.sessions.end(request.params.tokenId);
      return done();
    },
  );
}
