import type { UserCreate, UserUpdate } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** POST /system/user (new) or PUT /system/user (with userId). */
export const saveUser = (body: UserCreate | UserUpdate) =>
  'userId' in body ? http.put('/system/user', body) : http.post('/system/user', body);
