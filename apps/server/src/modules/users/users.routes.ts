import { usersApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { SUCCESS } from '../../core/http/envelope.ts';
import { serve } from '../../core/http/serve.ts';
import { apiJson } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { DeptsService } from '../depts/index.ts';
import type { UsersService } from './users.service.ts';

/** Most users one picker call answers. */
const PICK_CAP = 500;

/** 用户管理: the list, pickers, detail and changes of users, their passwords, status and roles. */
export async function usersRoutes(app: AppInstance, { users, depts }: { users: UsersService; depts: DeptsService }) {
  // The busiest list: its rows are built field by field as the contract's userRow (users.service
  // `view`), so the answer is written as is (times as `apiTime` writes them), without re-validating
  // 20 rows (user-list.test checks it against the schema). Other answers (errors) are envelopes.
  serve(app, api.list, async (request) => users.list(principalOf(request), request.query), { serializer: apiJson });

  // Pickers for any logged-in user: enabled users they may see (users.service `picks`).
  for (const [e, kind] of [
    [api.projectUsers, 'project'],
    [api.picks, 'directory'],
    [api.allUsers, 'directory'],
  ] as const) {
    serve(app, e, async (request) => {
      const rows = await users.picks(principalOf(request), kind, request.query, PICK_CAP);
      return { rows, total: rows.length };
    });
  }

  // RuoYi's department tree beside the user list: the departments within the caller's data scope.
  serve(app, api.deptTree, async (request) => depts.treeselect(principalOf(request)));
  serve(app, api.choices, async (request) => users.detail(principalOf(request)));
  serve(app, api.get, async (request) => users.detail(principalOf(request), request.params.userId));

  serve(app, api.add, async (request) => {
    await users.create(principalOf(request), request.body);
    return SUCCESS;
  });
  serve(app, api.edit, async (request) => {
    await users.update(principalOf(request), request.body);
    return SUCCESS;
  });
  serve(app, api.remove, async (request) => {
    await users.remove(principalOf(request), request.params.userIds);
    return SUCCESS;
  });
  serve(app, api.resetPwd, async (request) => {
    await users.resetPwd(principalOf(request), request.body.userId, request.body.password);
    return SUCCESS;
  });
  serve(app, api.changeStatus, async (request) => {
    await users.changeStatus(principalOf(request), request.body.userId, request.body.status);
    return SUCCESS;
  });
  serve(app, api.authRole, async (request) => users.authRole(principalOf(request), request.params.userId));
  serve(app, api.setAuthRole, async (request) => {
    await users.setAuthRole(principalOf(request), request.query.userId, request.query.roleIds);
    return SUCCESS;
  });
}
