import { http } from '@/shared/api/request.ts';

/** PUT /system/role/changeStatus {roleId, status} */
export const changeRoleStatus = (roleId: number, status: '0' | '1') =>
  http.put('/system/role/changeStatus', { roleId, status });
