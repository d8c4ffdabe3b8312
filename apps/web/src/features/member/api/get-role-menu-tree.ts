import type { ProjectRoleMenuTree } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/**
 * GET /business/projectRole/roleMenuTreeselect/{roleId} (0 for a new role): the menus of the
 * project group and the ids the role holds.
 */
export const getRoleMenuTree = (roleId: number) =>
  http.get<ProjectRoleMenuTree>(`/business/projectRole/roleMenuTreeselect/${roleId}`);
