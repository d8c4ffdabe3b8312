import { http } from '@/shared/api/request.ts';

/** PUT /business/projectRole/editProjectAdmin: makes a member project admin ('1') or not ('0'). */
export const setProjectAdmin = (body: { projectId: number; userId: number; isAdmin: '0' | '1' }) =>
  http.put('/business/projectRole/editProjectAdmin', body);
