import type { AddProjectUsersBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** PUT /business/projectRole/addUserProjectRole: adds users with a role and a unit type. */
export const addProjectUsers = (body: AddProjectUsersBody) =>
  http.put('/business/projectRole/addUserProjectRole', body);
