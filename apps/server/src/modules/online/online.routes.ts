import { errorEnvelope, onlineQuery, onlineRow, PERMS, tableResult } from '@zj/contract';
import { z } from 'zod';
import { done, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { OnlineService } from './online.service.ts';

const P = PERMS.monitor.online;
const tags = ['online'];

export async function onlineRoutes(app: AppInstance, { online }: { online: OnlineService }) {
  app.get(
    '/system/online/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: onlineQuery, response: { 200: tableResult(onlineRow) } },
    },
    async (request) => {
      const { rows, total } = await online.list(request.query);
      return table(rows, total);
    },
  );

  app.delete(
    '/system/online/:tokenId',
    {
      config: { access: { permission: P.forceLogout }, log: { title: '在线用户', businessType: 'force' } },
      schema: { tags, params: z.object({ tokenId: z.uuid() }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await online.forceLogout(request.params.tokenId);
      return done();
    },
  );
}
