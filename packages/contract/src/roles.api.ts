import { z } from 'zod';
import { idList, idParam, XLSX_MIME } from './common.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { PERMS } from './permissions.ts';
import {
  authUserCancelBody,
  authUserQuery,
  authUserRow,
  authUsersQuery,
  roleCreate,
  roleDataScopeBody,
  roleFilters,
  roleQuery,
  roleRow,
  roleStatusBody,
  roleUpdate,
} from './roles.ts';
import { checkedTreeFields } from './tree-results.ts';

const P = PERMS.system.role;
const log = logAs('角色管理');

/** 角色管理: /system/role (roles, their data scopes and holders). */
export const rolesApi = api('role', {
  list: endpoint({
    method: 'GET',
    path: '/system/role/list',
    query: roleQuery,
    answer: answer.table(roleRow),
    access: { permission: P.list },
  }),
  options: endpoint({
    method: 'GET',
    path: '/system/role/optionselect',
    answer: answer.row(z.array(roleRow)),
    access: { permission: P.query },
  }),
  /** RuoYi's data-scope dialog: the department tree the caller sees and the role's departments. */
  deptTree: endpoint({
    method: 'GET',
    path: '/system/role/deptTree/:roleId',
    params: z.object({ roleId: idParam }),
    answer: answer.fields(checkedTreeFields('depts')),
    access: { permission: P.query },
  }),
  allocatedUsers: endpoint({
    method: 'GET',
    path: '/system/role/authUser/allocatedList',
    query: authUserQuery,
    answer: answer.table(authUserRow),
    access: { permission: P.list },
  }),
  unallocatedUsers: endpoint({
    method: 'GET',
    path: '/system/role/authUser/unallocatedList',
    query: authUserQuery,
    answer: answer.table(authUserRow),
    access: { permission: P.list },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/role/:roleId',
    params: z.object({ roleId: idParam }),
    answer: answer.row(roleRow),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/role',
    body: roleCreate,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/role',
    body: roleUpdate,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  dataScope: endpoint({
    method: 'PUT',
    path: '/system/role/dataScope',
    body: roleDataScopeBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  changeStatus: endpoint({
    method: 'PUT',
    path: '/system/role/changeStatus',
    body: roleStatusBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/role/:roleIds',
    params: z.object({ roleIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
  cancelUser: endpoint({
    method: 'PUT',
    path: '/system/role/authUser/cancel',
    body: authUserCancelBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('grant'),
  }),
  cancelUsers: endpoint({
    method: 'PUT',
    path: '/system/role/authUser/cancelAll',
    query: authUsersQuery,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('grant'),
  }),
  selectUsers: endpoint({
    method: 'PUT',
    path: '/system/role/authUser/selectAll',
    query: authUsersQuery,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('grant'),
  }),
  export: endpoint({
    method: 'POST',
    path: '/system/role/export',
    body: roleFilters.nullish(),
    answer: answer.file(XLSX_MIME),
    access: { permission: P.export },
    log: log('export'),
  }),
});
