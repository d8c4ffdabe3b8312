import type { ProfileUpdate } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** PUT /system/user/profile {nickName, phonenumber, email, sex} */
export const updateProfile = (body: ProfileUpdate) => http.put('/system/user/profile', body);
