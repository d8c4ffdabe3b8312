import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** A member's role (null: none). */
export const setMemberRole = (body: { projectId: number; userId: number; roleId: number | null }) =>
  call(API.projectRoles.setRole, { body });
