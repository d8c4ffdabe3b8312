import type { ProfileUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The caller's nickName, phonenumber, email and sex. */
export const updateProfile = (body: ProfileUpdate) => call(API.users.updateProfile, { body });
