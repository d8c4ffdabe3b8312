import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import type { Params } from '@/shared/api/request.ts';

/** A page of users (filters, deptId, params[beginTime]/params[endTime]). */
export const getUsers = (query: Params) => call(API.users.list, { query });

export const useUsers = (query: Params) => useListQuery(['system', 'user', 'list', query], () => getUsers(query));
