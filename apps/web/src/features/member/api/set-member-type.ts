import { http } from '@/shared/api/request.ts';

/** PUT /business/projectRole/setProjectUserType: the unit a member works for. */
export const setMemberType = (body: { projectId: number; userId: number; userType: string }) =>
  http.put('/business/projectRole/setProjectUserType', body);
