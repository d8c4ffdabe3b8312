import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import type { Params } from '@/shared/api/request.ts';

export const getRoles = (query: Params) => call(API.roles.list, { query });

export const getRole = (roleId: number) => call(API.roles.get, { params: { roleId } });

export const useRoles = (query: Params) => useListQuery(['system', 'role', 'list', query], () => getRoles(query));
