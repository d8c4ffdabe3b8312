import type { AjaxResult, UserInfoResponse } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from './call.ts';
import { http } from './request.ts';

export const getInfo = () => http.get<UserInfoResponse>('/system/user/getInfo');

export const getRouters = () => call(API.menus.routers);

export const logoutRequest = () => http.delete<AjaxResult<unknown>>('/auth/logout', undefined, { silent: true });

export const refreshToken = () => http.post<AjaxResult<{ expires_in: number }>>('/auth/refresh');

/** The user's project permissions: project id → permission strings. */
export const getUserProjectPermission = async (userId: number) =>
  (await call(API.projectRoles.permissionMap, { params: { userId } })).data;
