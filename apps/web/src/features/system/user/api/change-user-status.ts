import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const changeUserStatus = (userId: number, status: '0' | '1') =>
  call(API.users.changeStatus, { body: { userId, status } });
