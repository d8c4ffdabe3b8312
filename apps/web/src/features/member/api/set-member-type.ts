import type { PROJECT_USER_TYPES } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The unit a member works for. */
export const setMemberType = (body: {
  projectId: number;
  userId: number;
  userType: (typeof PROJECT_USER_TYPES)[number];
}) => call(API.projectRoles.setType, { body });
