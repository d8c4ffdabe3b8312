import {
  AUTHENTICATED,
  ajaxResult,
  checkedTreeResult,
  errorEnvelope,
  idParam,
  menuCreate,
  menuQuery,
  menuRow,
  menuSortBody,
  menuUpdate,
  PERMS,
  routerItem,
  treeSelect,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, okWith } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { MenusService } from './menus.service.ts';

const P = PERMS.system.menu;
const tags = ['menu'];
const LOG = '菜单管理';

export async function menusRoutes(app: AppInstance, { menus }: { menus: MenusService }) {
  app.get(
    '/system/menu/getRouters',
    {
      config: { access: AUTHENTICATED },
      schema: { tags, summary: 'Sidebar routes of the caller', response: { 200: ajaxResult(z.array(routerItem)) } },
    },
    async (request) => ok(await menus.routers(principalOf(request))),
  );

  app.get(
    '/system/menu/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: menuQuery, response: { 200: ajaxResult(z.array(menuRow)) } },
    },
    async (request) => ok(await menus.list(principalOf(request), request.query)),
  );

  app.get(
    '/system/menu/treeselect',
    {
      config: { access: { permission: P.list } },
      schema: { tags, response: { 200: ajaxResult(z.array(treeSelect)) } },
    },
    async (request) => ok(await menus.treeselect(principalOf(request))),
  );

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
      config: { access: { permission: P.list } },
      schema: {
        tags,
        params: z.object({ roleId: idParam }),
        response: { 200: checkedTreeResult('menus') },
      },
    },
    async (request) => okWith(await menus.roleMenuTreeselect(principalOf(request), request.params.roleId)),
  );

  app.get(
    '/system/menu/:menuId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ menuId: idParam }), response: { 200: ajaxResult(menuRow) } },
    },
    async (request) => ok(menus.view(await menus.get(request.params.menuId))),
  );

  app.post(
    '/system/menu',
    {
      config: { access: { permission: P.add }, log: { title: LOG, businessType: 'insert' } },
      schema: { tags, body: menuCreate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await menus.create(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/menu/updateSort',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: {
        tags,
        summary: 'Order numbers of several rows (drag-sort)',
        body: menuSortBody,
        response: { 200: errorEnvelope },
      },
    },
    async (request) => {
      await menus.updateSort(request.body);
      return done();
    },
  );

  app.put(
    '/system/menu',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: menuUpdate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await menus.update(principalOf(request), request.body);
      return done();
    },
  );

  app.delete(
    '/system/menu/:menuId',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'delete' } },
      schema: { tags, params: z.object({ menuId: idParam }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await menus.remove(request.params.menuId);
      return done();
    },
  );
}
