import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, DeptQuery, DeptRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/dept/list: every department the caller may see (a flat list). */
export const getDepts = (query: DeptQuery = {}) => http.get<AjaxResult<DeptRow[]>>('/system/dept/list', query);

/** GET /system/dept/list/exclude/{id}: candidates for the parent of `deptId` (itself and below left out). */
export const getDeptsExcluding = (deptId: number) =>
  http.get<AjaxResult<DeptRow[]>>(`/system/dept/list/exclude/${deptId}`);

export function useDepts(query: DeptQuery) {
  return useQuery({ queryKey: ['system', 'dept', 'list', query], queryFn: async () => (await getDepts(query)).data });
}
