import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const deleteUsers = (userIds: readonly number[]) =>
  call(API.users.remove, { params: { userIds: userIds.join(',') } });
