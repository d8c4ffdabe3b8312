import {
  AUTHENTICATED,
  ajaxResult,
  errorEnvelope,
  loginRecord,
  profileUpdate,
  updatePwd,
  updatePwdPartial,
  userInfoResponse,
  userRow,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { done, ok, okWith } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { FilesService } from '../files/index.ts';
import type { UserProfileService } from './user-profile.service.ts';
import type { UserSessionService } from './user-session.service.ts';
import { UPLOAD_MAX_MB, withUploads } from './user-uploads.ts';

const tags = ['user'];
const LOG = '个人信息';

/** The caller's own account: the session view (getInfo) and the personal centre. */
export async function userProfileRoutes(
  app: AppInstance,
  deps: { session: UserSessionService; profile: UserProfileService; files: FilesService },
) {
  const { session, profile } = deps;

  app.get(
    '/system/user/getInfo',
    {
      config: { access: AUTHENTICATED },
      schema: { tags, summary: 'The caller with roles and permissions', response: { 200: userInfoResponse } },
    },
    async (request) => okWith(await session.info(principalOf(request))),
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
    async (request) => ok(await profile.loginRecords(principalOf(request))),
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
    async (request) => okWith(await profile.profile(principalOf(request))),
  );

  app.put(
    '/system/user/profile',
    {
      config: { access: AUTHENTICATED, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: profileUpdate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await profile.updateProfile(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      config: { access: AUTHENTICATED, log: { title: LOG, businessType: 'update' } },
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
      await profile.updatePwd(principalOf(request), parsed.data.oldPassword, parsed.data.newPassword);
      return done();
    },
  );

  await withUploads(app, (scope) => {
    scope.post(
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
        const stored = await deps.files.upload(part, 'image', {
          principal: principalOf(request),
          contentLength: request.headers['content-length'],
          ownAvatarMaxMb: UPLOAD_MAX_MB,
          // RuoYi's cropper sends PNG bytes under the original name (often .jpg).
          imageByContent: true,
        });
        await profile.setAvatar(principalOf(request), stored.url);
        return okWith({ imgUrl: stored.url });
      },
    );
  });
}
