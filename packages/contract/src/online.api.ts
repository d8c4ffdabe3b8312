import { z } from 'zod';
import { answer, api, endpoint } from './endpoint.ts';
import { onlineQuery, onlineRow } from './online.ts';
import { PERMS } from './permissions.ts';

const P = PERMS.monitor.online;

/** 在线用户: the live sessions, /system/online. */
export const onlineApi = api('online', {
  list: endpoint({
    method: 'GET',
    path: '/system/online/list',
    query: onlineQuery,
    answer: answer.table(onlineRow),
    access: { permission: P.list },
  }),
  forceLogout: endpoint({
    method: 'DELETE',
    path: '/system/online/:tokenId',
    params: z.object({ tokenId: z.uuid() }),
    answer: answer.done(),
    access: { permission: P.forceLogout },
    log: { title: '在线用户', businessType: 'force' },
  }),
});
