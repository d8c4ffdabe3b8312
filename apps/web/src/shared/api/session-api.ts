import type { AjaxResult, RouterItem, UserInfoResponse } from '@zj/contract';
import { http } from './request.ts';

export const getInfo = () => http.get<UserInfoResponse>('/system/user/getInfo');

export const getRouters = () => http.get<AjaxResult<RouterItem[]>>('/system/menu/getRouters');

export const logoutRequest = () => http.delete<AjaxResult<unknown>>('/auth/logout', undefined, { silent: true });

export const refreshToken = () => http.post<AjaxResult<{ expires_in: number }>>('/auth/refresh');
