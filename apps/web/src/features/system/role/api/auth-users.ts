import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { Params } from '@/shared/api/request.ts';

/** Users holding the role (`roleId` in the query). */
export const getAllocatedUsers = (query: Params & { roleId: number }) => call(API.roles.allocatedUsers, { query });

/** Users without it (`roleId` in the query). */
export const getUnallocatedUsers = (query: Params & { roleId: number }) => call(API.roles.unallocatedUsers, { query });

export const cancelAuthUser = (roleId: number, userId: number) =>
  call(API.roles.cancelUser, { body: { userId, roleId } });

export const cancelAuthUsers = (roleId: number, userIds: readonly number[]) =>
  call(API.roles.cancelUsers, { query: { roleId, userIds: userIds.join(',') } });

export const selectAuthUsers = (roleId: number, userIds: readonly number[]) =>
  call(API.roles.selectUsers, { query: { roleId, userIds: userIds.join(',') } });
