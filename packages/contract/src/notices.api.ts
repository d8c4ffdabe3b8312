import { z } from 'zod';
import { idList, idParam } from './common.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import {
  noticeMarkReadAllQuery,
  noticeMarkReadQuery,
  noticeReadUserRow,
  noticeReadUsersQuery,
  noticeTopResult,
} from './notice-reads.ts';
import { noticeBody, noticeQuery, noticeRow, noticeUpdateBody } from './notices.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';

const P = PERMS.system.notice;
const log = logAs('通知公告');

/**
 * 通知公告: /system/notice, and the read state of notices as RuoYi's admin client calls it.
 * Reading the newest notices and marking them read is every signed-in user's own business (RuoYi
 * declares no permission there; marking is logged like reading a message); who has read a notice
 * is the notice administrators' (system:notice:list).
 */
export const noticesApi = api('notice', {
  list: endpoint({
    method: 'GET',
    path: '/system/notice/list',
    query: noticeQuery,
    answer: answer.table(noticeRow),
    access: { permission: P.list },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/notice/:noticeId',
    params: z.object({ noticeId: idParam }),
    answer: answer.row(noticeRow),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/notice',
    body: noticeBody,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/notice',
    body: noticeUpdateBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/notice/:noticeIds',
    params: z.object({ noticeIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
  // Read state
  top: endpoint({
    method: 'GET',
    path: '/system/notice/listTop',
    summary: 'The newest live notices with the caller’s read marks',
    answer: answer.fields(noticeTopResult.omit({ code: true, msg: true })),
    access: AUTHENTICATED,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/system/notice/markRead',
    summary: 'Marks one live notice read by the caller',
    query: noticeMarkReadQuery,
    answer: answer.done(),
    access: AUTHENTICATED,
    log: log('update'),
  }),
  markReadAll: endpoint({
    method: 'POST',
    path: '/system/notice/markReadAll',
    summary: 'Marks the listed live notices read by the caller',
    query: noticeMarkReadAllQuery,
    answer: answer.done(),
    access: AUTHENTICATED,
    log: log('update'),
  }),
  readUsers: endpoint({
    method: 'GET',
    path: '/system/notice/readUsers/list',
    summary: 'Who has read a notice, newest read first',
    query: noticeReadUsersQuery,
    answer: answer.table(noticeReadUserRow),
    access: { permission: P.list },
  }),
});
