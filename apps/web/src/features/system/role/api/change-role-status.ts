import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const changeRoleStatus = (roleId: number, status: '0' | '1') =>
  call(API.roles.changeStatus, { body: { roleId, status } });
