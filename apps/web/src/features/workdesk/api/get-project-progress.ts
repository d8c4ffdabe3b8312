import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { workdeskKeys } from './workdesk-keys.ts';

/** The progress of every project the caller may see, from each one's master plan. */
export const getProjectProgress = async () => (await call(API.plans.projectProgressForMap)).data;

export const useProjectProgress = () => useQuery({ queryKey: workdeskKeys.progress, queryFn: getProjectProgress });
