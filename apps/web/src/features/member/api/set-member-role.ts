import { http } from '@/shared/api/request.ts';

/** PUT /business/projectRole/setUserProjectRole: a member's role (null: none). */
export const setMemberRole = (body: { projectId: number; userId: number; roleId: number | null }) =>
  http.put('/business/projectRole/setUserProjectRole', body);
