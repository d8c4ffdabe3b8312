import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AjaxResult, RoleRow, TableResult } from '@zj/contract';
import { http, type Params } from '@/shared/api/request.ts';

/** GET /system/role/list */
export const getRoles = (query: Params) => http.get<TableResult<RoleRow>>('/system/role/list', query);

/** GET /system/role/{id} */
export const getRole = (roleId: number) => http.get<AjaxResult<RoleRow>>(`/system/role/${roleId}`);

export function useRoles(query: Params) {
  return useQuery({
    queryKey: ['system', 'role', 'list', query],
    queryFn: () => getRoles(query),
    placeholderData: keepPreviousData,
  });
}
