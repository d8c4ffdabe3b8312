import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, LoginRecord } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/user/profile/loginRecords: the caller's last 10 logins. */
export const getLoginRecords = () => http.get<AjaxResult<LoginRecord[]>>('/system/user/profile/loginRecords');

export function useLoginRecords() {
  return useQuery({
    queryKey: ['profile', 'loginRecords'],
    queryFn: async () => (await getLoginRecords()).data,
  });
}
