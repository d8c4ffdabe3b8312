import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, JoinedProjectRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { workdeskKeys } from './workdesk-keys.ts';

/** GET /business/project/userJoinProject: the projects the caller belongs to. */
export const getJoinedProjects = async () =>
  (await http.get<AjaxResult<JoinedProjectRow[]>>('/business/project/userJoinProject')).data;

export function useJoinedProjects() {
  return useQuery({ queryKey: workdeskKeys.joined, queryFn: getJoinedProjects });
}
