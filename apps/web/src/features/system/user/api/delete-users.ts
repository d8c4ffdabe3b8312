import { http } from '@/shared/api/request.ts';

/** DELETE /system/user/{ids} (comma-joined). */
export const deleteUsers = (userIds: readonly number[]) => http.delete(`/system/user/${userIds.join(',')}`);
