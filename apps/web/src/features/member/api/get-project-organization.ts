import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { memberKeys } from './member-keys.ts';

/** The project's organization: admins and members by unit. */
export const getProjectOrganization = async (projectId: number) =>
  (await call(API.projects.organization, { params: { projectId } })).data;

export const useProjectOrganization = (projectId: number) =>
  useQuery({ queryKey: memberKeys.organization(projectId), queryFn: () => getProjectOrganization(projectId) });
