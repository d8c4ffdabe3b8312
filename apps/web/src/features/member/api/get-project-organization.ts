import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, ProjectOrganization } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { memberKeys } from './member-keys.ts';

/** GET /business/project/getProjectOrganization/{projectId}: admins and members by unit. */
export const getProjectOrganization = async (projectId: number) =>
  (await http.get<AjaxResult<ProjectOrganization>>(`/business/project/getProjectOrganization/${projectId}`)).data;

export const useProjectOrganization = (projectId: number) =>
  useQuery({ queryKey: memberKeys.organization(projectId), queryFn: () => getProjectOrganization(projectId) });
