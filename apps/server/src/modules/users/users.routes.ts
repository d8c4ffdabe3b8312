import multipart from '@fastify/multipart';
import {
  AUTHENTICATED,
  ajaxResult,
  authRoleQuery,
  authRoleResult,
  errorEnvelope,
  idList,
  idParam,
  importQuery,
  loginRecord,
  PERMS,
  profileUpdate,
  resetPwdBody,
  tableResult,
  updatePwd,
  updatePwdPartial,
  userCreate,
  userFilters,
  userInfoResponse,
  userPick,
  userPickQuery,
  userQuery,
  userRow,
  userStatusBody,
  userUpdate,
} from '@zj/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { done, ok, okWith, table } from '../../core/http/envelope.ts';
import { formatTime, timeRangeOf } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../core/http/xlsx.ts';
import type { ConfigsService } from '../configs/index.ts';
import type { FilesService } from '../files/index.ts';
import type { LogininforService } from '../logininfor/index.ts';
import { exportColumns, readUserSheet, templateColumns } from './user-sheet.ts';
import type { UsersService } from './users.service.ts';

const RECENT_LOGINS = 10;
/** Most users one picker call answers. */
const PICK_CAP = 500;
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const P = PERMS.system.user;
const tags = ['user'];
const LOG = '用户管理';

const detailResponse = z.object({
  code: z.number(),
  msg: z.string(),
  data: userRow.extend({ roleIds: z.array(z.number()), postIds: z.array(z.number()) }).optional(),
  roles: z.array(z.record(z.string(), z.unknown())),
  posts: z.array(z.record(z.string(), z.unknown())),
  roleIds: z.array(z.number()).optional(),
  postIds: z.array(z.number()).optional(),
});

export interface UsersDeps {
  users: UsersService;
  logininfor: LogininforService;
  configs: ConfigsService;
  files: FilesService;
  zone: string;
}

export async function usersRoutes(app: AppInstance, deps: UsersDeps) {
  const { users, zone } = deps;
  const filterOf = (q: z.infer<typeof userFilters>) => ({ ...q, ...timeRangeOf(q, zone) });

  app.get(
    '/system/user/getInfo',
    {
      config: { access: AUTHENTICATED },
      schema: { tags, summary: 'The caller with roles and permissions', response: { 200: userInfoResponse } },
    },
    async (request) => okWith(users.info(principalOf(request))),
  );

  app.get(
    '/system/user/profile/loginRecords',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: "The caller's latest login records",
        response: { 200: ajaxResult(z.array(loginRecord)) },
      },
    },
    async (request) => ok(await deps.logininfor.recentOf(principalOf(request).userName, RECENT_LOGINS)),
  );

  app.get(
    '/system/user/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: userQuery, response: { 200: tableResult(userRow) } },
      // The busiest list: its rows are built field by field as the contract's UserRow (users.service
      // `view`), so the answer is written as is, without re-validating 20 rows (user-list.test
      // checks it against the schema). Other answers of this route (errors) are envelopes.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const { rows, total } = await users.list(principalOf(request), filterOf(request.query), request.query);
      return table(rows, total);
    },
  );

  // Pickers for any logged-in user: enabled users, optionally of a department subtree or a role.
  for (const path of ['projectUserList', 'userlist', 'allUserTolist']) {
    app.get(
      `/system/user/${path}`,
      {
        config: { access: AUTHENTICATED },
        schema: { tags, querystring: userPickQuery, response: { 200: tableResult(userPick) } },
      },
      async (request) => {
        const rows = await users.picks(request.query, PICK_CAP);
        return table(rows, rows.length);
      },
    );
  }

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

  app.get(
    '/system/user/profile',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        response: {
          200: z.object({
            code: z.number(),
            msg: z.string(),
            data: userRow,
            roleGroup: z.string(),
            postGroup: z.string(),
          }),
        },
      },
    },
    async (request) => okWith(await users.profile(principalOf(request))),
  );

  app.put(
    '/system/user/profile',
    {
      config: { access: AUTHENTICATED, log: { title: '个人信息', businessType: 'update' } },
      schema: { tags, body: profileUpdate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await users.updateProfile(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      config: { access: AUTHENTICATED, log: { title: '个人信息', businessType: 'update' } },
      schema: {
        tags,
        querystring: updatePwdPartial,
        body: updatePwdPartial.nullish(),
        response: { 200: errorEnvelope },
      },
    },
    async (request) => {
      // RuoYi sends the passwords in the query; a JSON body is accepted too.
      const parsed = updatePwd.safeParse({ ...request.query, ...(request.body ?? {}) });
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'newPassword');
        throw badRequest(
          parsed.error.issues[0]?.code === 'invalid_type' ? 'validation.required' : 'validation.invalid',
          { field },
        );
      }
      await users.updatePwd(principalOf(request), parsed.data.oldPassword, parsed.data.newPassword);
      return done();
    },
  );

  app.post(
    '/system/user/export',
    {
      config: { access: { permission: P.export }, log: { title: LOG, businessType: 'export' } },
      schema: { tags, body: userFilters.nullish() },
    },
    async (request, reply) => {
      const rows = await users.exportRows(principalOf(request), filterOf(request.body ?? {}), EXPORT_MAX_ROWS);
      return sendXlsx(
        reply,
        '用户数据',
        exportColumns((d) => formatTime(d, zone)),
        rows,
      );
    },
  );

  app.post(
    '/system/user/importTemplate',
    { config: { access: { permission: P.import } }, schema: { tags } },
    async (_request, reply) => sendXlsx(reply, '用户数据', templateColumns, []),
  );

  // Uploads: multipart only in this scope (import sheet, avatar image).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const typed = scope as unknown as AppInstance;

    typed.post(
      '/system/user/importData',
      {
        config: { access: { permission: P.import }, log: { title: LOG, businessType: 'import' } },
        schema: { tags, querystring: importQuery, response: { 200: errorEnvelope } },
      },
      async (request) => {
        const buffer = await fileBuffer(request);
        const rows = await readUserSheet(buffer).catch(() => {
          throw badRequest('file.badSheet');
        });
        const initPassword = (await deps.configs.valueOf('sys.user.initPassword').catch(() => '')) || '123456';
        const result = await users.importUsers(principalOf(request), rows, request.query.updateSupport, initPassword);
        if (!result.ok) {
          throw badRequest('user.importFailure', {
            count: result.failures.length,
            details: result.failures.join('<br/>'),
          });
        }
        return done(
          `恭喜您，数据已全部导入成功！共 ${result.lines.length} 条，数据如下：<br/>${result.lines.join('<br/>')}`,
        );
      },
    );

    typed.post(
      '/system/user/profile/avatar',
      {
        config: { access: AUTHENTICATED, log: { title: '用户头像', businessType: 'update' } },
        schema: {
          tags,
          response: { 200: z.object({ code: z.number(), msg: z.string(), imgUrl: z.string() }) },
        },
      },
      async (request) => {
        const part = await request.file();
        if (part && part.fieldname !== 'avatarfile') {
          part.file.resume();
          throw badRequest('validation.required', { field: 'avatarfile' });
        }
        const stored = await deps.files.upload(part, 'image');
        await users.setAvatar(principalOf(request), stored.url);
        return okWith({ imgUrl: stored.url });
      },
    );
  });
}

/** The single uploaded file of a multipart request as a buffer (400 when there is none). */
async function fileBuffer(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (!part) throw badRequest('file.required');
  const buffer = await part.toBuffer();
  if (part.file.truncated) throw badRequest('file.badSheet');
  return buffer;
}
