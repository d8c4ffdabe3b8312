import { http } from '@/shared/api/request.ts';

/** DELETE /system/role/{ids} */
export const deleteRoles = (roleIds: readonly number[]) => http.delete(`/system/role/${roleIds.join(',')}`);
