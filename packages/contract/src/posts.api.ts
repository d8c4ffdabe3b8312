import { z } from 'zod';
import { idList, idParam, XLSX_MIME } from './common.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { PERMS } from './permissions.ts';
import { postBody, postFilters, postQuery, postRow, postUpdateBody } from './posts.ts';

const P = PERMS.system.post;
const log = logAs('岗位管理');

/** 岗位管理: /system/post. */
export const postsApi = api('post', {
  list: endpoint({
    method: 'GET',
    path: '/system/post/list',
    summary: 'One page of posts, filtered and sorted',
    query: postQuery,
    answer: answer.table(postRow),
    access: { permission: P.list },
  }),
  options: endpoint({
    method: 'GET',
    path: '/system/post/optionselect',
    summary: 'Every post, for selects',
    answer: answer.row(z.array(postRow)),
    access: { permission: P.query },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/post/:postId',
    params: z.object({ postId: idParam }),
    answer: answer.row(postRow),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/post',
    body: postBody,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/post',
    body: postUpdateBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/post/:postIds',
    params: z.object({ postIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
  export: endpoint({
    method: 'POST',
    path: '/system/post/export',
    summary: 'The filtered posts as .xlsx',
    body: postFilters.optional(),
    answer: answer.file(XLSX_MIME),
    access: { permission: P.export },
    log: log('export'),
  }),
});
