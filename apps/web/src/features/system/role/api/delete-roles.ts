import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const deleteRoles = (roleIds: readonly number[]) =>
  call(API.roles.remove, { params: { roleIds: roleIds.join(',') } });
