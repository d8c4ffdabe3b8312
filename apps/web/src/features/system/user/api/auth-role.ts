import type { AuthRoleResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/user/authRole/{userId}: the user and every role, `flag` on those held. */
export const getAuthRole = (userId: number) => http.get<AuthRoleResult>(`/system/user/authRole/${userId}`);

/** PUT /system/user/authRole?userId=&roleIds=1,2 */
export const saveAuthRole = (userId: number, roleIds: readonly number[]) =>
  http.put('/system/user/authRole', undefined, { params: { userId, roleIds: roleIds.join(',') } });
