import { z } from 'zod';
import { answer, api, endpoint } from './endpoint.ts';
import { AUTHENTICATED } from './permissions.ts';
import { sysMessageEditBody, sysMessageQuery, sysMessageRow } from './sys-messages.ts';

const log = { title: '消息', businessType: 'update' } as const;

/** 消息: /system/message — the caller's own messages (spec 01 §3, §4): list, read one, read all. */
export const messagesApi = api('message', {
  list: endpoint({
    method: 'GET',
    path: '/system/message/listSysMessage',
    query: sysMessageQuery,
    answer: answer.table(sysMessageRow),
    access: AUTHENTICATED,
  }),
  read: endpoint({
    method: 'PUT',
    path: '/system/message/editSysMessage',
    summary: 'Marks one of the caller’s messages read',
    body: sysMessageEditBody,
    answer: answer.done(),
    access: AUTHENTICATED,
    log,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/system/message/readAllMessage',
    summary: 'Marks all the caller’s unread messages read',
    answer: answer.row(z.number()),
    access: AUTHENTICATED,
    log,
  }),
});
