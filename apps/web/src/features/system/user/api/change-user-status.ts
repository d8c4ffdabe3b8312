import { http } from '@/shared/api/request.ts';

/** PUT /system/user/changeStatus {userId, status} */
export const changeUserStatus = (userId: number, status: '0' | '1') =>
  http.put('/system/user/changeStatus', { userId, status });
