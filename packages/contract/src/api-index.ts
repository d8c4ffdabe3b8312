// Generated from the endpoint table (api-table.ts) by `npm run gen -w packages/contract`; do not edit.
// A contract test fails when this file and the table differ.
import type { Table } from './api-table.ts';
import type { IndexOf } from './endpoint-ref.ts';

export { type EndpointRef, type HttpMethod, pathOf } from './endpoint-ref.ts';

/** Every endpoint of the table as its method and path, typed by the endpoint (no zod at run time). */
export const API: IndexOf<Table> = {
  configs: {
    list: { method: 'GET', path: '/system/config/list' },
    valueOf: { method: 'GET', path: '/system/config/configKey/:configKey' },
    refreshCache: { method: 'DELETE', path: '/system/config/refreshCache' },
    get: { method: 'GET', path: '/system/config/:configId' },
    add: { method: 'POST', path: '/system/config' },
    edit: { method: 'PUT', path: '/system/config' },
    remove: { method: 'DELETE', path: '/system/config/:configIds' },
    export: { method: 'POST', path: '/system/config/export' },
  },
  depts: {
    list: { method: 'GET', path: '/system/dept/list' },
    listExcluding: { method: 'GET', path: '/system/dept/list/exclude/:deptId' },
    treeselect: { method: 'GET', path: '/system/dept/treeselect' },
    roleDeptTreeselect: { method: 'GET', path: '/system/dept/roleDeptTreeselect/:roleId' },
    deptUser: { method: 'GET', path: '/system/dept/deptUser' },
    userBaseDept: { method: 'GET', path: '/system/dept/getUserBaseDept' },
    get: { method: 'GET', path: '/system/dept/:deptId' },
    add: { method: 'POST', path: '/system/dept' },
    updateSort: { method: 'PUT', path: '/system/dept/updateSort' },
    edit: { method: 'PUT', path: '/system/dept' },
    remove: { method: 'DELETE', path: '/system/dept/:deptId' },
  },
  dicts: {
    listTypes: { method: 'GET', path: '/system/dict/type/list' },
    typeOptions: { method: 'GET', path: '/system/dict/type/optionselect' },
    refreshCache: { method: 'DELETE', path: '/system/dict/type/refreshCache' },
    getType: { method: 'GET', path: '/system/dict/type/:dictId' },
    addType: { method: 'POST', path: '/system/dict/type' },
    editType: { method: 'PUT', path: '/system/dict/type' },
    removeTypes: { method: 'DELETE', path: '/system/dict/type/:dictIds' },
    exportTypes: { method: 'POST', path: '/system/dict/type/export' },
    listData: { method: 'GET', path: '/system/dict/data/list' },
    dataOfType: { method: 'GET', path: '/system/dict/data/type/:dictType' },
    getData: { method: 'GET', path: '/system/dict/data/:dictCode' },
    addData: { method: 'POST', path: '/system/dict/data' },
    editData: { method: 'PUT', path: '/system/dict/data' },
    removeData: { method: 'DELETE', path: '/system/dict/data/:dictCodes' },
    exportData: { method: 'POST', path: '/system/dict/data/export' },
  },
  menus: {
    routers: { method: 'GET', path: '/system/menu/getRouters' },
    list: { method: 'GET', path: '/system/menu/list' },
    treeselect: { method: 'GET', path: '/system/menu/treeselect' },
    roleMenuTreeselect: { method: 'GET', path: '/system/menu/roleMenuTreeselect/:roleId' },
    get: { method: 'GET', path: '/system/menu/:menuId' },
    add: { method: 'POST', path: '/system/menu' },
    updateSort: { method: 'PUT', path: '/system/menu/updateSort' },
    edit: { method: 'PUT', path: '/system/menu' },
    remove: { method: 'DELETE', path: '/system/menu/:menuId' },
  },
  posts: {
    list: { method: 'GET', path: '/system/post/list' },
    options: { method: 'GET', path: '/system/post/optionselect' },
    get: { method: 'GET', path: '/system/post/:postId' },
    add: { method: 'POST', path: '/system/post' },
    edit: { method: 'PUT', path: '/system/post' },
    remove: { method: 'DELETE', path: '/system/post/:postIds' },
    export: { method: 'POST', path: '/system/post/export' },
  },
};
