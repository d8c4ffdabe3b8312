import { z } from 'zod';
import { idParam, treeSelect } from './common.ts';
import { deptCreate, deptQuery, deptRow, deptUpdate, deptUserNode, userBaseDept } from './depts.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';
import { deptSortBody } from './sort.ts';
import { checkedTreeFields } from './tree-results.ts';

const P = PERMS.system.dept;
const log = logAs('部门管理');

/** 企业管理: the department tree, /system/dept. */
export const deptsApi = api('dept', {
  list: endpoint({
    method: 'GET',
    path: '/system/dept/list',
    query: deptQuery,
    answer: answer.row(z.array(deptRow)),
    access: { permission: P.list },
  }),
  listExcluding: endpoint({
    method: 'GET',
    path: '/system/dept/list/exclude/:deptId',
    params: z.object({ deptId: idParam }),
    answer: answer.row(z.array(deptRow)),
    access: { permission: P.list },
  }),
  treeselect: endpoint({
    method: 'GET',
    path: '/system/dept/treeselect',
    answer: answer.row(z.array(treeSelect)),
    access: { permission: P.list },
  }),
  roleDeptTreeselect: endpoint({
    method: 'GET',
    path: '/system/dept/roleDeptTreeselect/:roleId',
    params: z.object({ roleId: idParam }),
    answer: answer.fields(checkedTreeFields('depts')),
    access: { permission: P.list },
  }),
  deptUser: endpoint({
    method: 'GET',
    path: '/system/dept/deptUser',
    answer: answer.row(z.array(deptUserNode)),
    access: AUTHENTICATED,
  }),
  userBaseDept: endpoint({
    method: 'GET',
    path: '/system/dept/getUserBaseDept',
    answer: answer.row(userBaseDept),
    access: AUTHENTICATED,
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/dept/:deptId',
    params: z.object({ deptId: idParam }),
    answer: answer.row(deptRow),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/dept',
    body: deptCreate,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  updateSort: endpoint({
    method: 'PUT',
    path: '/system/dept/updateSort',
    summary: 'Order numbers of several rows (drag-sort)',
    body: deptSortBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/dept',
    body: deptUpdate,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/dept/:deptId',
    params: z.object({ deptId: idParam }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
});
