import type { RoleCreate, RoleUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** A new role, or the role of `roleId`; menuIds carry the menu tree. */
export const saveRole = (body: RoleCreate | RoleUpdate) =>
  'roleId' in body ? call(API.roles.edit, { body }) : call(API.roles.add, { body });
