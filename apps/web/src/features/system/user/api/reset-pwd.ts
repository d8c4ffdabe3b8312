import { http } from '@/shared/api/request.ts';

/** PUT /system/user/resetPwd {userId, password} */
export const resetUserPwd = (userId: number, password: string) =>
  http.put('/system/user/resetPwd', { userId, password });
