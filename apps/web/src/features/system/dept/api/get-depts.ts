import { useQuery } from '@tanstack/react-query';
import type { DeptQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Every department the caller may see (a flat list). */
export const getDepts = (query: DeptQuery = {}) => call(API.depts.list, { query });

/** Candidates for the parent of `deptId` (itself and below left out). */
export const getDeptsExcluding = (deptId: number) => call(API.depts.listExcluding, { params: { deptId } });

export function useDepts(query: DeptQuery) {
  return useQuery({ queryKey: ['system', 'dept', 'list', query], queryFn: async () => (await getDepts(query)).data });
}
