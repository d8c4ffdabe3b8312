import {
  ajaxResult,
  authUserCancelBody,
  authUserQuery,
  authUserRow,
  authUsersQuery,
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
import { done, ok, table } from '../../core/http/envelope.ts';
import { formatTime, timeRangeOf } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../core/http/xlsx.ts';
import type { RoleRecord } from './roles.repository.ts';
import type { RolesService } from './roles.service.ts';

const P = PERMS.system.role;
const tags = ['role'];
const LOG = '角色管理';
const SCOPES: Record<string, string> = {
  '1': '所有数据权限',
  '2': '自定义数据权限',
  '3': '本部门数据权限',
  '4': '本部门及以下数据权限',
  '5': '仅本人数据权限',
};

export async function rolesRoutes(app: AppInstance, { roles, zone }: { roles: RolesService; zone: string }) {
  const filterOf = (q: z.infer<typeof roleFilters>) => ({ ...q, ...timeRangeOf(q, zone) });

  app.get(
    '/system/role/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: roleQuery, response: { 200: tableResult(roleRow) } },
    },
    async (request) => {
      const { rows, total } = await roles.list(principalOf(request), filterOf(request.query), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/role/optionselect',
    { config: { access: { permission: P.query } }, schema: { tags, response: { 200: ajaxResult(z.array(roleRow)) } } },
    async (request) => ok(await roles.optionselect(principalOf(request))),
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
    async (request, reply) => {
      const rows = await roles.exportRows(principalOf(request), filterOf(request.body ?? {}), EXPORT_MAX_ROWS);
      return sendXlsx(
        reply,
        '角色数据',
        [
          { header: '角色序号', value: (r: RoleRecord) => r.roleId },
          { header: '角色名称', value: (r) => r.roleName },
          { header: '角色权限', value: (r) => r.roleKey },
          { header: '角色排序', value: (r) => r.roleSort },
          { header: '数据范围', value: (r) => SCOPES[r.dataScope] ?? r.dataScope },
          { header: '角色状态', value: (r) => (r.status === '0' ? '正常' : '停用') },
          { header: '创建时间', value: (r) => formatTime(r.createTime, zone) },
        ],
        rows,
      );
    },
  );
}
