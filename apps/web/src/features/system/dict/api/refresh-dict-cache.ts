import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Refreshes the server's dictionary cache; the browser's dictionaries are reloaded too. */
export const refreshDictCache = () => call(API.dicts.refreshCache);

export function useRefreshDictCache() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshDictCache,
    onSuccess: () => client.invalidateQueries({ queryKey: ['dict'] }),
  });
}
