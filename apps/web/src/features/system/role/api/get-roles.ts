import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { Params } from '@/shared/api/request.ts';

export const getRoles = (query: Params) => call(API.roles.list, { query });

export const getRole = (roleId: number) => call(API.roles.get, { params: { roleId } });

export function useRoles(query: Params) {
  return useQuery({
    queryKey: ['system', 'role', 'list', query],
    queryFn: () => getRoles(query),
    placeholderData: keepPreviousData,
  });
}
