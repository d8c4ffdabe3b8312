import { rolesApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { SUCCESS } from '../../core/http/envelope.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import type { DeptsService } from '../depts/index.ts';
import { ROLE_SHEET, roleColumns } from './role-sheet.ts';
import type { RolesService } from './roles.service.ts';

// Writes answer RuoYi's plain 操作成功 (SUCCESS) in every language, as they always have.
export async function rolesRoutes(app: AppInstance, { roles, depts }: { roles: RolesService; depts: DeptsService }) {
  serve(app, api.list, async (request) => roles.list(principalOf(request), request.query));
  serve(app, api.options, async (request) => roles.optionselect(principalOf(request)));
  serve(app, api.deptTree, async (request) => {
    const p = principalOf(request);
    await roles.getVisible(p, request.params.roleId);
    return depts.roleDeptTreeselect(p, request.params.roleId);
  });
  serve(app, api.allocatedUsers, async (request) => roles.authUsers(principalOf(request), true, request.query));
  serve(app, api.unallocatedUsers, async (request) => roles.authUsers(principalOf(request), false, request.query));
  serve(app, api.get, async (request) =>
    roles.view(await roles.getVisible(principalOf(request), request.params.roleId)),
  );
  serve(app, api.add, async (request) => roles.create(principalOf(request), request.body).then(() => SUCCESS));
  serve(app, api.edit, async (request) => roles.update(principalOf(request), request.body).then(() => SUCCESS));
  serve(app, api.dataScope, async (request) => roles.dataScope(principalOf(request), request.body).then(() => SUCCESS));
  serve(app, api.changeStatus, async (request) =>
    roles.changeStatus(principalOf(request), request.body.roleId, request.body.status).then(() => SUCCESS),
  );
  serve(app, api.remove, async (request) =>
    roles.remove(principalOf(request), request.params.roleIds).then(() => SUCCESS),
  );
  serve(app, api.cancelUser, async (request) =>
    roles.cancel(principalOf(request), request.body.roleId, [request.body.userId]).then(() => SUCCESS),
  );
  serve(app, api.cancelUsers, async (request) =>
    roles.cancel(principalOf(request), request.query.roleId, request.query.userIds).then(() => SUCCESS),
  );
  serve(app, api.selectUsers, async (request) =>
    roles.selectAll(principalOf(request), request.query.roleId, request.query.userIds).then(() => SUCCESS),
  );
  serve(app, api.export, async (request, reply) =>
    sendXlsx(reply, ROLE_SHEET, roleColumns, await roles.exportRows(principalOf(request), request.body ?? {})),
  );
}
