import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';

/** DELETE /system/dict/type/refreshCache; the browser's dictionaries are reloaded too. */
export const refreshDictCache = () => http.delete('/system/dict/type/refreshCache');

export function useRefreshDictCache() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshDictCache,
    onSuccess: () => client.invalidateQueries({ queryKey: ['dict'] }),
  });
}
