import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Every menu as a tree (a new role). */
export const getMenuTree = () => call(API.menus.treeselect);

/** The tree and the role's menu ids. */
export const getRoleMenuTree = (roleId: number) => call(API.menus.roleMenuTreeselect, { params: { roleId } });

/** The departments and the role's custom ones. */
export const getRoleDeptTree = (roleId: number) => call(API.depts.roleDeptTreeselect, { params: { roleId } });
