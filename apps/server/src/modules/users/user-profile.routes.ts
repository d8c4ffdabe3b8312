import { usersApi as api, updatePwd } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { SUCCESS } from '../../core/http/envelope.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { FilesService } from '../files/index.ts';
import type { UserProfileService } from './user-profile.service.ts';
import type { UserSessionService } from './user-session.service.ts';
import { UPLOAD_MAX_MB, withUploads } from './user-uploads.ts';

/** The caller's own account: the session view (getInfo) and the personal centre. */
export async function userProfileRoutes(
  app: AppInstance,
  deps: { session: UserSessionService; profile: UserProfileService; files: FilesService },
) {
  const { session, profile } = deps;

  serve(app, api.info, async (request) => session.info(principalOf(request)));
  serve(app, api.loginRecords, async (request) => profile.loginRecords(principalOf(request)));
  serve(app, api.profile, async (request) => profile.profile(principalOf(request)));
  serve(app, api.updateProfile, async (request) => {
    await profile.updateProfile(principalOf(request), request.body);
    return SUCCESS;
  });
  serve(app, api.updatePwd, async (request) => {
    // RuoYi sends the passwords in the query; a JSON body is accepted too.
    const parsed = updatePwd.safeParse({ ...request.query, ...(request.body ?? {}) });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'newPassword');
      throw badRequest(parsed.error.issues[0]?.code === 'invalid_type' ? 'validation.required' : 'validation.invalid', {
        field,
      });
    }
    await profile.updatePwd(principalOf(request), parsed.data.oldPassword, parsed.data.newPassword);
    return SUCCESS;
  });

  await withUploads(app, (scope) => {
    serve(scope, api.avatar, async (request) => {
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
      return { imgUrl: stored.url };
    });
  });
}
