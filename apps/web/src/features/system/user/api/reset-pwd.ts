import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const resetUserPwd = (userId: number, password: string) =>
  call(API.users.resetPwd, { body: { userId, password } });
