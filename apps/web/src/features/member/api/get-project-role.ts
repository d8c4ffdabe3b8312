import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The role with its menu ids. */
export const getProjectRole = async (roleId: number) =>
  (await call(API.projectRoles.get, { params: { id: roleId } })).data;
