import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The caller's last 10 logins. */
export const getLoginRecords = () => call(API.users.loginRecords);

export function useLoginRecords() {
  return useQuery({
    queryKey: ['profile', 'loginRecords'],
    queryFn: async () => (await getLoginRecords()).data,
  });
}
