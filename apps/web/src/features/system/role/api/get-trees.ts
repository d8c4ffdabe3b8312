import type { AjaxResult, TreeSelect } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { http } from '@/shared/api/request.ts';

/** GET /system/menu/treeselect: every menu as a tree (a new role). */
export const getMenuTree = () => http.get<AjaxResult<TreeSelect[]>>('/system/menu/treeselect');

/** GET /system/menu/roleMenuTreeselect/{roleId}: the tree and the role's menu ids. */
export const getRoleMenuTree = (roleId: number) =>
  http.get<{ checkedKeys: number[]; menus: TreeSelect[] }>(`/system/menu/roleMenuTreeselect/${roleId}`);

/** The departments and the role's custom ones. */
export const getRoleDeptTree = (roleId: number) => call(API.depts.roleDeptTreeselect, { params: { roleId } });
