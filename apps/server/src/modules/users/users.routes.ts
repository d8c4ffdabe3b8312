import { AUTHENTICATED, ajaxResult, loginRecord, userInfoResponse } from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { ok } from '../../core/http/envelope.ts';
import { formatTime } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { LogininforRepository } from '../logininfor/logininfor.repository.ts';
import type { UsersService } from './users.service.ts';

const RECENT_LOGINS = 10;

export async function usersRoutes(
  app: AppInstance,
  deps: { users: UsersService; logininfor: LogininforRepository; zone: string },
) {
  app.get(
    '/system/user/getInfo',
    {
      config: { access: AUTHENTICATED },
      schema: { tags: ['user'], summary: 'The caller with roles and permissions', response: { 200: userInfoResponse } },
    },
    async (request) => ({ code: 200, msg: '操作成功', ...deps.users.info(principalOf(request)) }),
  );

  app.get(
    '/system/user/profile/loginRecords',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags: ['user'],
        summary: "The caller's latest login records",
        response: { 200: ajaxResult(z.array(loginRecord)) },
      },
    },
    async (request) => {
      const rows = await deps.logininfor.recentOf(principalOf(request).userName, RECENT_LOGINS);
      return ok(
        rows.map((r) => ({
          infoId: r.infoId,
          userName: r.userName,
          ipaddr: r.ipaddr,
          browser: r.browser,
          os: r.os,
          status: r.status,
          msg: r.msg,
          loginTime: formatTime(r.loginTime, deps.zone) ?? '',
        })),
      );
    },
  );
}
