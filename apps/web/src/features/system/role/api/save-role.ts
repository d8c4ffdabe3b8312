import type { RoleCreate, RoleUpdate } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** POST /system/role (new) or PUT /system/role (with roleId); menuIds carry the menu tree. */
export const saveRole = (body: RoleCreate | RoleUpdate) =>
  'roleId' in body ? http.put('/system/role', body) : http.post('/system/role', body);
