import { menusApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { SUCCESS } from '../../core/http/envelope.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { MenusService } from './menus.service.ts';

// Writes answer RuoYi's plain 操作成功 (SUCCESS) in every language, as they always have.
export async function menusRoutes(app: AppInstance, { menus }: { menus: MenusService }) {
  serve(app, api.routers, async (request) => menus.routers(principalOf(request)));
  serve(app, api.list, async (request) => menus.list(principalOf(request), request.query));
  serve(app, api.treeselect, async (request) => menus.treeselect(principalOf(request)));
  serve(app, api.roleMenuTreeselect, async (request) =>
    menus.roleMenuTreeselect(principalOf(request), request.params.roleId),
  );
  serve(app, api.get, async (request) => menus.view(await menus.get(request.params.menuId)));
  serve(app, api.add, async (request) => menus.create(principalOf(request), request.body).then(() => SUCCESS));
  serve(app, api.updateSort, async (request) => menus.updateSort(request.body).then(() => SUCCESS));
  serve(app, api.edit, async (request) => menus.update(principalOf(request), request.body).then(() => SUCCESS));
  serve(app, api.remove, async (request) => menus.remove(request.params.menuId).then(() => SUCCESS));
}
