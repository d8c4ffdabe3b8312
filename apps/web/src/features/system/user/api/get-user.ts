import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The add form's roles and posts, or with `userId` the user too. */
export const getUser = (userId?: number) =>
  userId === undefined ? call(API.users.choices) : call(API.users.get, { params: { userId } });

export type UserDetail = Awaited<ReturnType<typeof getUser>>;
