import type { UserCreate, UserUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** A new user, or the user of `userId`. */
export const saveUser = (body: UserCreate | UserUpdate) =>
  'userId' in body ? call(API.users.edit, { body }) : call(API.users.add, { body });
