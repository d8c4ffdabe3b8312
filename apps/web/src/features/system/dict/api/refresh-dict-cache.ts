import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';

/** Refreshes the server's dictionary cache; the browser's dictionaries are reloaded too. */
export const refreshDictCache = () => call(API.dicts.refreshCache);

export const useRefreshDictCache = () => useInvalidatingMutation(refreshDictCache, ['dict']);
