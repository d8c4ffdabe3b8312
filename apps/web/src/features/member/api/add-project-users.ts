import type { AddProjectUsersBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Adds users with a role and a unit type. */
export const addProjectUsers = (body: AddProjectUsersBody) => call(API.projectRoles.addMembers, { body });
