import {
  AUTHENTICATED,
  ajaxResult,
  apiTime,
  authRoleQuery,
  authRoleResult,
  errorEnvelope,
  idList,
  idParam,
  PERMS,
  resetPwdBody,
  tableResult,
  treeSelect,
  userCreate,
  userPick,
  userPickQuery,
  userQuery,
  userRow,
  userStatusBody,
  userUpdate,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, okWith, table } from '../../core/http/envelope.ts';
import { apiJson } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import type { DeptsService } from '../depts/index.ts';
import type { UsersService } from './users.service.ts';

/** Most users one picker call answers. */
const PICK_CAP = 500;
const P = PERMS.system.user;
const tags = ['user'];
const LOG = '用户管理';

/** A role or post to choose from: every column as RuoYi sends it, the audit times formatted. */
const choice = z.looseObject({ createTime: apiTime, updateTime: apiTime.nullable() });

const detailResponse = z.object({
  code: z.number(),
  msg: z.string(),
  data: userRow.extend({ roleIds: z.array(z.number()), postIds: z.array(z.number()) }).optional(),
  roles: z.array(choice),
  posts: z.array(choice),
  roleIds: z.array(z.number()).optional(),
  postIds: z.array(z.number()).optional(),
});

/** 用户管理: the list, pickers, detail and changes of users, their passwords, status and roles. */
export async function usersRoutes(app: AppInstance, { users, depts }: { users: UsersService; depts: DeptsService }) {
  app.get(
    '/system/user/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: userQuery, response: { 200: tableResult(userRow) } },
      // The busiest list: its rows are built field by field as the contract's userRow (users.service
      // `view`), so the answer is written as is (times as `apiTime` writes them), without
      // re-validating 20 rows (user-list.test checks it against the schema). Other answers of this
      // route (errors) are envelopes.
      serializerCompiler: () => apiJson,
    },
    async (request) => {
      const { rows, total } = await users.list(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  // Pickers for any logged-in user: enabled users they may see (users.service `picks`),
  // optionally of a department subtree, a role or a project they belong to.
  for (const [path, kind] of [
    ['projectUserList', 'project'],
    ['userlist', 'directory'],
    ['allUserTolist', 'directory'],
  ] as const) {
    app.get(
      `/system/user/${path}`,
      {
        // With projectId the caller must belong to that project (the guard, then the service).
        config: { access: AUTHENTICATED, project: projectFrom.query('projectId') },
        schema: { tags, querystring: userPickQuery, response: { 200: tableResult(userPick) } },
      },
      async (request) => {
        const rows = await users.picks(principalOf(request), kind, request.query, PICK_CAP);
        return table(rows, rows.length);
      },
    );
  }

  // RuoYi's department tree beside the user list: the departments within the caller's data scope.
  app.get(
    '/system/user/deptTree',
    {
      config: { access: { permission: P.list } },
      schema: { tags, response: { 200: ajaxResult(z.array(treeSelect)) } },
    },
    async (request) => ok(await depts.treeselect(principalOf(request))),
  );

  app.get(
    '/system/user/',
    { config: { access: { permission: P.query } }, schema: { tags, response: { 200: detailResponse } } },
    async (request) => okWith(await users.detail(principalOf(request))),
  );

  app.get(
    '/system/user/:userId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ userId: idParam }), response: { 200: detailResponse } },
    },
    async (request) => okWith(await users.detail(principalOf(request), request.params.userId)),
  );

  app.post(
    '/system/user',
    {
      config: { access: { permission: P.add }, log: { title: LOG, businessType: 'insert' } },
      schema: { tags, body: userCreate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await users.create(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/user',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: userUpdate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await users.update(principalOf(request), request.body);
      return done();
    },
  );

  app.delete(
    '/system/user/:userIds',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'delete' } },
      schema: { tags, params: z.object({ userIds: idList }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await users.remove(principalOf(request), request.params.userIds);
      return done();
    },
  );

  app.put(
    '/system/user/resetPwd',
    {
      config: { access: { permission: P.resetPwd }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: resetPwdBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await users.resetPwd(principalOf(request), request.body.userId, request.body.password);
      return done();
    },
  );

  app.put(
    '/system/user/changeStatus',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: userStatusBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await users.changeStatus(principalOf(request), request.body.userId, request.body.status);
      return done();
    },
  );

  app.get(
    '/system/user/authRole/:userId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ userId: idParam }), response: { 200: authRoleResult } },
    },
    async (request) => okWith(await users.authRole(principalOf(request), request.params.userId)),
  );

  app.put(
    '/system/user/authRole',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'grant' } },
      schema: { tags, querystring: authRoleQuery, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await users.setAuthRole(principalOf(request), request.query.userId, request.query.roleIds);
      return done();
    },
  );
}
