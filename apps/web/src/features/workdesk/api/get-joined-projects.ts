import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { workdeskKeys } from './workdesk-keys.ts';

/** The projects the caller belongs to. */
export const getJoinedProjects = async () => (await call(API.projects.joined)).data;

export function useJoinedProjects() {
  return useQuery({ queryKey: workdeskKeys.joined, queryFn: getJoinedProjects });
}
