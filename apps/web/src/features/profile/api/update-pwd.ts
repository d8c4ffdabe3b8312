import { http } from '@/shared/api/request.ts';

/**
 * PUT /system/user/profile/updatePwd. RuoYi puts the passwords in the query string; the server
 * also takes them as a JSON body, which keeps them out of URLs and access logs.
 */
export const updatePwd = (oldPassword: string, newPassword: string) =>
  http.put('/system/user/profile/updatePwd', { oldPassword, newPassword });
