import { z } from 'zod';
import { routerItem } from './auth.ts';
import { idParam, treeSelect } from './common.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { menuCreate, menuQuery, menuRow, menuUpdate } from './menus.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';
import { menuSortBody } from './sort.ts';
import { checkedTreeFields } from './tree-results.ts';

const P = PERMS.system.menu;
const log = logAs('菜单管理');

/** 菜单管理: /system/menu, and the caller's routes. */
export const menusApi = api('menu', {
  routers: endpoint({
    method: 'GET',
    path: '/system/menu/getRouters',
    summary: 'Sidebar routes of the caller',
    answer: answer.row(z.array(routerItem)),
    access: AUTHENTICATED,
  }),
  list: endpoint({
    method: 'GET',
    path: '/system/menu/list',
    query: menuQuery,
    answer: answer.row(z.array(menuRow)),
    access: { permission: P.list },
  }),
  treeselect: endpoint({
    method: 'GET',
    path: '/system/menu/treeselect',
    answer: answer.row(z.array(treeSelect)),
    access: { permission: P.list },
  }),
  roleMenuTreeselect: endpoint({
    method: 'GET',
    path: '/system/menu/roleMenuTreeselect/:roleId',
    params: z.object({ roleId: idParam }),
    answer: answer.fields(checkedTreeFields('menus')),
    access: { permission: P.list },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/menu/:menuId',
    params: z.object({ menuId: idParam }),
    answer: answer.row(menuRow),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/menu',
    body: menuCreate,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  updateSort: endpoint({
    method: 'PUT',
    path: '/system/menu/updateSort',
    summary: 'Order numbers of several rows (drag-sort)',
    body: menuSortBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/menu',
    body: menuUpdate,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/menu/:menuId',
    params: z.object({ menuId: idParam }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
});
