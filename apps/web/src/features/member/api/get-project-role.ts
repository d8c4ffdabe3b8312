import type { AjaxResult, ProjectRoleDetail } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /business/projectRole/{roleId}: the role with its menu ids. */
export const getProjectRole = async (roleId: number) =>
  (await http.get<AjaxResult<ProjectRoleDetail>>(`/business/projectRole/${roleId}`)).data;
