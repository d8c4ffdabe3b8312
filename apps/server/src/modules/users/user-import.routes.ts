import { usersApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import type { UserImportService } from './user-import.service.ts';
import { readUserSheet, templateColumns, USER_SHEET, userColumns } from './user-sheet.ts';
import { fileBuffer, withUploads } from './user-uploads.ts';
import type { UsersService } from './users.service.ts';

/** The user sheet: export, import template and import. */
export async function userImportRoutes(app: AppInstance, deps: { users: UsersService; imports: UserImportService }) {
  const { users, imports } = deps;

  serve(app, api.export, async (request, reply) =>
    sendXlsx(reply, USER_SHEET, userColumns, await users.exportRows(principalOf(request), request.body ?? {})),
  );
  serve(app, api.importTemplate, async (_request, reply) => sendXlsx(reply, USER_SHEET, templateColumns, []));

  await withUploads(app, (scope) => {
    serve(scope, api.importData, async (request) => {
      const buffer = await fileBuffer(request);
      const rows = await readUserSheet(buffer).catch(() => {
        throw badRequest('file.badSheet');
      });
      return imports.importUsers(principalOf(request), rows, request.query.updateSupport, request.lang);
    });
  });
}
