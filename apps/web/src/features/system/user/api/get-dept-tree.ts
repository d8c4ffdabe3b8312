import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, TreeSelect } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/dept/treeselect: the departments the caller may see, as {id, label, children}. */
export const getDeptTree = () => http.get<AjaxResult<TreeSelect[]>>('/system/dept/treeselect');

export function useDeptTree() {
  return useQuery({ queryKey: ['system', 'dept', 'treeselect'], queryFn: async () => (await getDeptTree()).data });
}
