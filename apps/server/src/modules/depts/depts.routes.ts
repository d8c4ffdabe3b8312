import { deptsApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { SUCCESS } from '../../core/http/envelope.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { DeptsService } from './depts.service.ts';

// Writes answer RuoYi's plain 操作成功 (SUCCESS) in every language, as they always have.
export async function deptsRoutes(app: AppInstance, { depts }: { depts: DeptsService }) {
  serve(app, api.list, async (request) => depts.list(principalOf(request), request.query));
  serve(app, api.listExcluding, async (request) => depts.list(principalOf(request), {}, request.params.deptId));
  serve(app, api.treeselect, async (request) => depts.treeselect(principalOf(request)));
  serve(app, api.roleDeptTreeselect, async (request) =>
    depts.roleDeptTreeselect(principalOf(request), request.params.roleId),
  );
  serve(app, api.deptUser, async (request) => depts.deptUser(principalOf(request)));
  serve(app, api.userBaseDept, async (request) => depts.userBaseDept(principalOf(request)));
  serve(app, api.get, async (request) => depts.view(await depts.get(principalOf(request), request.params.deptId)));
  serve(app, api.add, async (request) => depts.create(principalOf(request), request.body).then(() => SUCCESS));
  serve(app, api.updateSort, async (request) =>
    depts.updateSort(principalOf(request), request.body).then(() => SUCCESS),
  );
  serve(app, api.edit, async (request) => depts.update(principalOf(request), request.body).then(() => SUCCESS));
  serve(app, api.remove, async (request) =>
    depts.remove(principalOf(request), request.params.deptId).then(() => SUCCESS),
  );
}
