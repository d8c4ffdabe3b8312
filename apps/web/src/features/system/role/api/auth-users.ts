import type { AuthUserRow, TableResult } from '@zj/contract';
import { http, type Params } from '@/shared/api/request.ts';

/** GET /system/role/authUser/allocatedList?roleId=: users holding the role. */
export const getAllocatedUsers = (query: Params) =>
  http.get<TableResult<AuthUserRow>>('/system/role/authUser/allocatedList', query);

/** GET /system/role/authUser/unallocatedList?roleId=: users without it. */
export const getUnallocatedUsers = (query: Params) =>
  http.get<TableResult<AuthUserRow>>('/system/role/authUser/unallocatedList', query);

/** PUT /system/role/authUser/cancel {userId, roleId} */
export const cancelAuthUser = (roleId: number, userId: number) =>
  http.put('/system/role/authUser/cancel', { userId, roleId });

/** PUT /system/role/authUser/cancelAll?roleId=&userIds=1,2 */
export const cancelAuthUsers = (roleId: number, userIds: readonly number[]) =>
  http.put('/system/role/authUser/cancelAll', undefined, { params: { roleId, userIds: userIds.join(',') } });

/** PUT /system/role/authUser/selectAll?roleId=&userIds=1,2 */
export const selectAuthUsers = (roleId: number, userIds: readonly number[]) =>
  http.put('/system/role/authUser/selectAll', undefined, { params: { roleId, userIds: userIds.join(',') } });
