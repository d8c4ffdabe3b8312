import { useQuery } from '@tanstack/react-query';
import type { UserRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export interface ProfileAnswer {
  code: number;
  msg: string;
  data: UserRow;
  roleGroup: string;
  postGroup: string;
}

/** GET /system/user/profile: the caller with department, role and post names. */
export const getProfile = () => http.get<ProfileAnswer>('/system/user/profile');

export function useProfile() {
  return useQuery({ queryKey: ['profile', 'user'], queryFn: getProfile });
}
