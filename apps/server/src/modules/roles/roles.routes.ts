import {
  ajaxResult,
  authUserCancelBody,
  authUserQuery,
  authUserRow,
  authUsersQuery,
  checkedTreeResult,
  errorEnvelope,
  idList,
  idParam,
  PERMS,
  roleCreate,
  roleDataScopeBody,
  roleFilters,
  roleQuery,
  roleRow,
  roleStatusBody,
  roleUpdate,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, okWith, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import type { DeptsService } from '../depts/index.ts';
import { ROLE_SHEET, roleColumns } from './role-sheet.ts';
import type { RolesService } from './roles.service.ts';

const P = PERMS.system.role;
const tags = ['role'];
const LOG = '角色管理';
export async function rolesRoutes(app: AppInstance, { roles, depts }: { roles: RolesService; depts: DeptsService }) {
  app.get(
    '/system/role/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: roleQuery, response: { 200: tableResult(roleRow) } },
    },
    async (request) => {
      const { rows, total } = await roles.list(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/role/optionselect',
    { config: { access: { permission: P.query } }, schema: { tags, response: { 200: ajaxResult(z.array(roleRow)) } } },
    async (request) => ok(await roles.optionselect(principalOf(request))),
  );

  // RuoYi's data-scope dialog: the department tree the caller sees and the role's departments.
  app.get(
    '/system/role/deptTree/:roleId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ roleId: idParam }), response: { 200: checkedTreeResult('depts') } },
    },
    async (request) => {
      const p = principalOf(request);
      await roles.getVisible(p, request.params.roleId);
      return okWith(await depts.roleDeptTreeselect(p, request.params.roleId));
    },
  );

  app.get(
    '/system/role/authUser/allocatedList',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: authUserQuery, response: { 200: tableResult(authUserRow) } },
    },
    async (request) => {
      const { rows, total } = await roles.authUsers(principalOf(request), true, request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/role/authUser/unallocatedList',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: authUserQuery, response: { 200: tableResult(authUserRow) } },
    },
    async (request) => {
      const { rows, total } = await roles.authUsers(principalOf(request), false, request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/role/:roleId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ roleId: idParam }), response: { 200: ajaxResult(roleRow) } },
    },
    async (request) => ok(roles.view(await roles.getVisible(principalOf(request), request.params.roleId))),
  );

  app.post(
    '/system/role',
    {
      config: { access: { permission: P.add }, log: { title: LOG, businessType: 'insert' } },
      schema: { tags, body: roleCreate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.create(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/role',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: roleUpdate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.update(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/role/dataScope',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: roleDataScopeBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.dataScope(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/role/changeStatus',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: roleStatusBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.changeStatus(principalOf(request), request.body.roleId, request.body.status);
      return done();
    },
  );

  app.delete(
    '/system/role/:roleIds',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'delete' } },
      schema: { tags, params: z.object({ roleIds: idList }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.remove(principalOf(request), request.params.roleIds);
      return done();
    },
  );

  app.put(
    '/system/role/authUser/cancel',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'grant' } },
      schema: { tags, body: authUserCancelBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.cancel(principalOf(request), request.body.roleId, [request.body.userId]);
      return done();
    },
  );

  app.put(
    '/system/role/authUser/cancelAll',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'grant' } },
      schema: { tags, querystring: authUsersQuery, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.cancel(principalOf(request), request.query.roleId, request.query.userIds);
      return done();
    },
  );

  app.put(
    '/system/role/authUser/selectAll',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'grant' } },
      schema: { tags, querystring: authUsersQuery, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await roles.selectAll(principalOf(request), request.query.roleId, request.query.userIds);
      return done();
    },
  );

  app.post(
    '/system/role/export',
    {
      config: { access: { permission: P.export }, log: { title: LOG, businessType: 'export' } },
      schema: { tags, body: roleFilters.nullish() },
    },
    async (request, reply) =>
      sendXlsx(reply, ROLE_SHEET, roleColumns, await roles.exportRows(principalOf(request), request.body ?? {})),
  );
}
