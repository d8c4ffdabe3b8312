import { errorEnvelope, importQuery, PERMS, userFilters } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { done } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import type { UserImportService } from './user-import.service.ts';
import { readUserSheet, templateColumns, USER_SHEET, userColumns } from './user-sheet.ts';
import { fileBuffer, withUploads } from './user-uploads.ts';
import type { UsersService } from './users.service.ts';

const P = PERMS.system.user;
const tags = ['user'];
const LOG = '用户管理';

/** The user sheet: export, import template and import. */
export async function userImportRoutes(app: AppInstance, deps: { users: UsersService; imports: UserImportService }) {
  const { users, imports } = deps;

  app.post(
    '/system/user/export',
    {
      config: { access: { permission: P.export }, log: { title: LOG, businessType: 'export' } },
      schema: { tags, body: userFilters.nullish() },
    },
    async (request, reply) =>
      sendXlsx(reply, USER_SHEET, userColumns, await users.exportRows(principalOf(request), request.body ?? {})),
  );

  app.post(
    '/system/user/importTemplate',
    { config: { access: { permission: P.import } }, schema: { tags } },
    async (_request, reply) => sendXlsx(reply, USER_SHEET, templateColumns, []),
  );

  await withUploads(app, (scope) => {
    scope.post(
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
        return done(await imports.importUsers(principalOf(request), rows, request.query.updateSupport, request.lang));
      },
    );
  });
}
