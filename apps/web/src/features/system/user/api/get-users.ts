import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableResult, UserRow } from '@zj/contract';
import { http, type Params } from '@/shared/api/request.ts';

/** GET /system/user/list: a page of users (filters, deptId, params[beginTime]/params[endTime]). */
export const getUsers = (query: Params) => http.get<TableResult<UserRow>>('/system/user/list', query);

export function useUsers(query: Params) {
  return useQuery({
    queryKey: ['system', 'user', 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}
