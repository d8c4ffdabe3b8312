import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { Params } from '@/shared/api/request.ts';

/** A page of users (filters, deptId, params[beginTime]/params[endTime]). */
export const getUsers = (query: Params) => call(API.users.list, { query });

export function useUsers(query: Params) {
  return useQuery({
    queryKey: ['system', 'user', 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}
