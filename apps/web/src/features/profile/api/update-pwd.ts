import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/**
 * RuoYi puts the passwords in the query string; the server also takes them as a JSON body, which
 * keeps them out of URLs and access logs.
 */
export const updatePwd = (oldPassword: string, newPassword: string) =>
  call(API.users.updatePwd, { body: { oldPassword, newPassword } });
