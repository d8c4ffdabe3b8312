import type { AjaxResult, ProjectRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /business/project/{projectId}: the project to edit. */
export const getProject = async (projectId: number) =>
  (await http.get<AjaxResult<ProjectRow>>(`/business/project/${projectId}`)).data;
