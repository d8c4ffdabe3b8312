import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The departments the caller may see, as {id, label, children}. */
export const getDeptTree = () => call(API.depts.treeselect);

export function useDeptTree() {
  return useQuery({ queryKey: ['system', 'dept', 'treeselect'], queryFn: async () => (await getDeptTree()).data });
}
