import { API } from '@zj/contract/api';
import { call } from './call.ts';

export const getInfo = () => call(API.users.info);

export const getRouters = () => call(API.menus.routers);

export const logoutRequest = () => call(API.auth.logout, {}, { silent: true });

export const refreshToken = () => call(API.auth.refresh);

/** The user's project permissions: project id → permission strings. */
export const getUserProjectPermission = async (userId: number) =>
  (await call(API.projectRoles.permissionMap, { params: { userId } })).data;
