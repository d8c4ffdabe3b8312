import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The menus of the project group and the ids the role holds (roleId 0 for a new role). */
export const getRoleMenuTree = (roleId: number) => call(API.projectRoles.menuTree, { params: { id: roleId } });
