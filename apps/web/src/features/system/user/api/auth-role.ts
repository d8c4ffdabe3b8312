import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The user and every role the caller may hand out, `flag` on those held. */
export const getAuthRole = (userId: number) => call(API.users.authRole, { params: { userId } });

/** The user's roles become `roleIds` (in the query, comma-joined, as RuoYi sends them). */
export const saveAuthRole = (userId: number, roleIds: readonly number[]) =>
  call(API.users.setAuthRole, { query: { userId, roleIds: roleIds.join(',') } });
